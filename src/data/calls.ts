/** One typed function per call of docs/requirements.md#calls. */
import { apiBaseUrl, apiToken } from '../config';
import { createApiClient, type ApiClient } from './client';
import { parseImageManifest, IMAGE_MANIFEST_PATH, type ImageManifest } from '../lib/images';
import { ENDPOINTS, isRecord } from '../domain/protocol';
import { STATIC_DOCUMENTS, type DocumentName, type DocumentOf, type DocumentValues, type StaticDocument } from '../domain/documents';
import {
  BrandSchema,
  CheckOtpResultSchema,
  CodeRequestResultSchema,
  CountersSchema,
  JudgeSchema,
  NomineeSchema,
  OneNomineeSchema,
  parse,
  parseList,
  ShapeError,
  staticDocument,
  successData,
  WebsiteDataSchema,
  type Schema,
} from '../domain/schemas';
import type {
  CheckOtpRequest,
  CheckOtpResult,
  CodeRequestResult,
  Counters,
  Nominee,
  OtpRequest,
  VoteRequest,
  WebsiteData,
} from '../domain/types';

export function createApi(client: ApiClient) {
  const dataList = async <T>(path: string, item: Schema<T>, what: string): Promise<T[]> =>
    parseList(successData(await client.getBackend(path)), item, what);

  return {
    getWebsiteData: async (): Promise<WebsiteData> =>
      parse(WebsiteDataSchema, successData(await client.getBackend(ENDPOINTS.websiteData)), 'website data is not an object'),
    getNominees: () => dataList(ENDPOINTS.nominees, NomineeSchema, 'nominee'),
    getJudges: () => dataList(ENDPOINTS.judges, JudgeSchema, 'judge'),
    getSponsors: () => dataList(ENDPOINTS.sponsors, BrandSchema, 'sponsor'),
    getPartners: () => dataList(ENDPOINTS.partners, BrandSchema, 'partner'),
    getPublications: () => dataList(ENDPOINTS.publications, BrandSchema, 'publication'),
    getCounters: async (): Promise<Counters> =>
      parse(CountersSchema, successData(await client.getBackend(ENDPOINTS.counters)), 'counters are not an object'),

    /** Section winners of a past year: data keyed by year. */
    getSectionWinners: async (year: number): Promise<Nominee[]> => {
      const data = successData(await client.getBackend(ENDPOINTS.winner, { year: String(year) }));
      if (!isRecord(data)) throw new ShapeError('winners are not keyed by year');
      return parseList(data[String(year)], NomineeSchema, 'winner');
    },

    getNominee: async (slug: string): Promise<Nominee> =>
      parse(OneNomineeSchema, successData(await client.postForm(ENDPOINTS.nominee, { slug })), 'nominee'),

    // The vote calls take the signal of the machine's actor: leaving the waiting state aborts them.
    submitVotes: async (request: VoteRequest, signal?: AbortSignal): Promise<CodeRequestResult> =>
      parse(
        CodeRequestResultSchema,
        await client.postForm(ENDPOINTS.submitVotes, { ...request }, signal),
        'code request answer is not an object',
      ),
    requestOtp: async ({ email, ...request }: OtpRequest, signal?: AbortSignal): Promise<CodeRequestResult> =>
      parse(
        CodeRequestResultSchema,
        await client.postForm(ENDPOINTS.otp, email === undefined ? request : { ...request, email }, signal),
        'code request answer is not an object',
      ),
    checkOtp: async (request: CheckOtpRequest, signal?: AbortSignal): Promise<CheckOtpResult> =>
      parse(CheckOtpResultSchema, await client.postForm(ENDPOINTS.checkOtp, { ...request }, signal), 'check_otp answer is not an object'),

    /** A static JSON document of the site's origin (src/domain/documents.ts), for a route's values. */
    getDocument: async <Name extends DocumentName>(name: Name, ...values: DocumentValues<Name>): Promise<DocumentOf<Name>> => {
      // TypeScript does not correlate `STATIC_DOCUMENTS[name]` with `Name`.
      const { address, read } = STATIC_DOCUMENTS[name] as unknown as StaticDocument<DocumentValues<Name>, DocumentOf<Name>>;
      return read(staticDocument(await client.getStatic(address(...values))));
    },
    /** An image of a venue's kit (src/domain/kit.ts), as a file to share. */
    getKitImage: async (path: string, name: string): Promise<File> => {
      const blob = await client.getFile(path);
      return new File([blob], name, { type: blob.type || 'image/jpeg' });
    },
    /** The build's image manifest, on the site's own origin (src/lib/images.ts). */
    getImageManifest: async (): Promise<ImageManifest> => parseImageManifest(await client.getStatic(IMAGE_MANIFEST_PATH)),
  };
}

export type Api = ReturnType<typeof createApi>;

export const api: Api = createApi(createApiClient({ baseUrl: apiBaseUrl, token: apiToken }));
