/**
 * The static JSON documents of the site's own origin (docs/requirements.md#calls), each declared
 * once: its address for a route's values and how its answer is read. The API client reads any of
 * them with one call (`getDocument`, src/data/calls.ts), a route asks for one by its name
 * (`['videos']`, src/data/loaders.ts), and the simulator serves its seed's documents by the same
 * names (mocks/handlers/static.ts). docs/architecture.md shows a page that adds one.
 */
import { yearOf } from '../lib/awards-year';
import { AboutContentSchema, AwardsWinnersSchema, BrandSchema, NomineeSchema, parse, parseList, VideoItemSchema } from './schemas';

export interface StaticDocument<Values extends readonly string[], Shape> {
  /** Its path on the site's origin for these route values; throws on a value that names no document. */
  address: (...values: Values) => string;
  /** The checked and normalised document, or a ShapeError. */
  read: (document: unknown) => Shape;
}

const declared = <Values extends readonly string[], Shape>(declaration: StaticDocument<Values, Shape>) => declaration;

export const STATIC_DOCUMENTS = {
  about: declared({
    address: () => '/assets/json/about.json',
    read: (document) => parse(AboutContentSchema, document, 'about is not an object'),
  }),
  videos: declared({
    address: () => '/assets/json/videos.json',
    read: (document) => parseList(document, VideoItemSchema, 'video'),
  }),
  /** winner_{year}.json: the awards' winners of a year by city, group and category. */
  plainWinners: declared({
    address: (year: string) => `/assets/json/winner_${yearOf(year)}.json`,
    read: (document) => parse(AwardsWinnersSchema, document, 'awards winners are not an object'),
  }),
  /** winner_new_{year}.json: the awards' winners of a year, each with its article. */
  awardsWinnerArticles: declared({
    address: (year: string) => `/assets/json/winner_new_${yearOf(year)}.json`,
    read: (document) => parseList(document, NomineeSchema, 'awards winner'),
  }),
  sponsorsByYear: declared({
    address: (year: string) => `/assets/json/sponsor_new_${yearOf(year)}.json`,
    read: (document) => parseList(document, BrandSchema, 'sponsor'),
  }),
};

type Documents = typeof STATIC_DOCUMENTS;
export type DocumentName = keyof Documents;
/** The route values a document's address takes (none, or a year). */
export type DocumentValues<Name extends DocumentName> = Parameters<Documents[Name]['address']>;
export type DocumentOf<Name extends DocumentName> = ReturnType<Documents[Name]['read']>;
