/**
 * Response shapes checked at the edge, written once as valibot schemas: the types the views use
 * (./types.ts) are inferred from them (docs/decisions/014). Whatever does not fit is dropped and
 * logged for developers (docs/requirements.md#errors: ignored silently for visitors); numbers sent as strings,
 * nulls in place of strings or lists, and every shape the spec's words allow (docs/spec-choices.md)
 * are normalised so the views never meet an unexpected shape.
 *
 * Every field says what a missing or mistyped value becomes: `v.fallback` (`v.optional` for a
 * list) with its default, none when the item cannot do without it (it is then dropped from its list).
 */
import * as v from 'valibot';
import { safeImageUrl, safeLinkUrl } from '../lib/links';
import { DATA_SUCCESS_STATUS, isRecord, WINNER_GROUP_KEYS } from './protocol';

export class ShapeError extends Error {
  constructor(what: string) {
    super(`Unexpected response shape: ${what}`);
    this.name = 'ShapeError';
  }
}

/** Thrown when a data response's status is not 1 (docs/requirements.md#startup). */
export class StatusError extends Error {
  constructor(readonly status: unknown) {
    super(`Response status ${String(status)} is not a success`);
    this.name = 'StatusError';
  }
}

/**
 * Parsing stops at an item's first field that does not fit: the item is dropped anyway, and the
 * fields after it are not read, so they log nothing. The fields that can drop an item come first.
 */
const CONFIG = { abortEarly: true } as const;

/** A schema whose output is T, whatever it accepts. */
export type Schema<T> = v.GenericSchema<unknown, T>;

function warnDropped(what: string, item: unknown): false {
  console.warn(`[api] dropped ${what} that does not fit its shape`, item);
  return false;
}

/** A JSON object; valibot's own `object` would let an array through. */
const Json = v.custom<Record<string, unknown>>(isRecord);

/** An object with these fields (the others are left out). */
const record = <T extends v.ObjectEntries>(entries: T) => v.pipe(Json, v.object(entries));

/** An object whose fields all have fallbacks: anything but an object, a missing field included, reads as {}. */
const recordOrFallbacks = <T extends v.ObjectEntries>(entries: T) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (isRecord(value) ? value : {})),
      v.object(entries),
    ),
    {},
  );

/** An object that fits, or null (a missing field and anything that does not fit included). */
const orNull = <T extends v.GenericSchema>(schema: T) => v.fallback(v.nullable(schema), null);

/** A string, or a finite number as its digits. */
const TextValue = v.union([v.string(), v.pipe(v.number(), v.finite(), v.transform(String))]);
/** A finite number, or a string that reads as one (not a blank one, which Number reads as 0). */
const NumberValue = v.pipe(
  v.union([
    v.number(),
    v.pipe(
      v.string(),
      v.check((value) => value.trim() !== ''),
      v.transform(Number),
    ),
  ]),
  v.finite(),
);

/** Text; '' for anything else, a missing field included. */
const Text = v.fallback(TextValue, '');
/** Text the item cannot do without: missing, mistyped or empty, the item is dropped. */
const FilledText = v.pipe(TextValue, v.nonEmpty());
/** A number; `fallback` for anything else, a missing field included. */
const num = (fallback = 0) => v.fallback(NumberValue, fallback);

/** A link target that is not safe (javascript:, data: and the like) does not fit, and is logged. */
const safeLink = (what: string) => v.check<string>((url) => url === '' || safeLinkUrl(url) !== null || warnDropped(`${what} link`, url));

/**
 * A link field: '' when missing (Text's fallback, which `v.pipe` keeps for a missing field) or
 * blank; an unsafe one does not fit.
 */
const link = (what: string) => v.pipe(Text, v.trim(), safeLink(what));

/** An image field: '' when missing, blank or not an image the site may show (src/lib/links.ts), which is logged. */
const ImageUrl = v.pipe(
  Text,
  v.transform((url) => (url.trim() === '' ? '' : (safeImageUrl(url) ?? (warnDropped('image', url) || '')))),
);

/** Keeps the items that fit, drops (and logs) the rest; anything but a list is [], logged unless missing or null. */
export function parseList<T>(value: unknown, item: Schema<T>, what: string): T[] {
  if (!Array.isArray(value)) {
    if (value !== undefined && value !== null) warnDropped(`${what} list`, value);
    return [];
  }
  const items: T[] = [];
  for (const raw of value) {
    const result = v.safeParse(item, raw, CONFIG);
    if (result.success) items.push(result.output);
    else warnDropped(what, raw);
  }
  return items;
}

/** A list field, read by `parseList`; a missing one is []. `items` first reads another shape the spec allows as a list. */
const list = <T>(item: Schema<T>, what: string, items: (value: unknown) => unknown = (value) => value) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => parseList(items(value), item, what)),
    ),
    [],
  );

/**
 * Items whose shape as a list docs/requirements.md#data leaves open (the menu's items with
 * title, url and position; social media): a list, or an object keyed by id or by name. Keyed, an item keeps
 * its key as its name unless it has one, and a bare value is that name's url (`{ instagram: 'https://…' }`).
 */
const listOrKeyed = (value: unknown): unknown =>
  isRecord(value) ? Object.entries(value).map(([name, item]) => (isRecord(item) ? { name, ...item } : { name, url: item })) : value;

/**
 * One object that may come as a list holding it: the specification ends its answers with
 * "the rest: status and data list", which takes in get_website_data and get_nominee. A list is read as its first item.
 */
const objectOrFirst = <T extends Schema<unknown>>(schema: T) =>
  v.pipe(
    v.unknown(),
    v.transform((value): unknown => (Array.isArray(value) ? value[0] : value)),
    schema,
  );

const TextList = list(v.string(), 'string');

/** Parses a whole answer: its normalised shape, or a ShapeError saying what did not fit. */
export function parse<T>(schema: Schema<T>, value: unknown, what: string): T {
  const result = v.safeParse(schema, value, CONFIG);
  if (!result.success) throw new ShapeError(what);
  return result.output;
}

const SuccessStatus = v.pipe(
  NumberValue,
  v.check((status) => status === DATA_SUCCESS_STATUS),
);

/**
 * A static JSON document, bare (docs/requirements.md#calls) or wrapped as the back end's answers are
 * (`{status: 1, data}`): its content either way; a wrapped one whose status is not 1 is a StatusError.
 */
export function staticDocument(body: unknown): unknown {
  return isRecord(body) && Object.hasOwn(body, 'status') && Object.hasOwn(body, 'data') ? successData(body) : body;
}

/** The envelope of a data response: its data when status is 1, else a StatusError. */
export function successData(body: unknown): unknown {
  if (!isRecord(body)) throw new ShapeError('envelope is not an object');
  if (!v.is(SuccessStatus, body.status)) throw new StatusError(body.status);
  return body.data;
}

export const RichBlockSchema = recordOrFallbacks({ title: Text, content: Text });

/** A menu item whose url is not a safe link is dropped: the menu must not lead anywhere unsafe. */
export const MenuItemSchema = record({ title: FilledText, url: link('menu item'), position: num() });

/**
 * Spec: social_media, shape not shown. Our choice: a named link (its title, else its url, when it
 * has no name); without a safe url it is dropped.
 */
export const SocialLinkSchema = v.pipe(
  // A list of bare urls is one more shape the spec's words leave open.
  v.unknown(),
  v.transform((item) => (typeof item === 'string' ? { url: item } : item)),
  record({ name: Text, title: Text, url: v.pipe(TextValue, v.trim(), v.nonEmpty(), safeLink('social')) }),
  v.transform(({ name, title, url }) => ({ name: name || title || url, url })),
);

export const BodySectionSchema = record({ image: ImageUrl, title: Text, content: Text });

export const VotesPageSchema = record({
  header_content: RichBlockSchema,
  body_content: list(BodySectionSchema, 'votes_page section'),
  instruction_vote: RichBlockSchema,
});

/** A banner with nothing to show is no banner. */
export const BannerHomeSchema = v.pipe(
  record({ image_url: ImageUrl, title: Text, content: Text }),
  v.check((banner) => Boolean(banner.image_url || banner.title || banner.content)),
);

export const WebsiteDataSchema = objectOrFirst(
  record({
    menu: list(MenuItemSchema, 'menu item', listOrKeyed),
    social_media: list(SocialLinkSchema, 'social link', listOrKeyed),
    /** One HTML block per office. */
    address: TextList,
    banner_home: orNull(BannerHomeSchema),
    how_to_vote: Text,
    votes_page: orNull(VotesPageSchema),
    /** Timestamp in ms; null when the server sent none. */
    schedule_time: orNull(NumberValue),
  }),
);

export const ContactDetailSchema = recordOrFallbacks({
  address: Text,
  phone: Text,
  email: Text,
  website: Text,
  domain: Text,
  instagram: Text,
});

/** A nominee needs a slug and a name; without an _id it is known by its slug. */
export const NomineeSchema = v.pipe(
  record({
    slug: FilledText,
    name: FilledText,
    _id: Text,
    location: Text,
    content: Text,
    images: v.pipe(
      list(ImageUrl, 'image'),
      v.filterItems((image) => image !== ''),
    ),
    logo_url: ImageUrl,
    detail: ContactDetailSchema,
    rank: num(Number.MAX_SAFE_INTEGER),
    votes: num(),
    category_name: Text,
    group: num(1),
  }),
  v.transform(({ _id, ...nominee }) => ({ _id: _id || nominee.slug, ...nominee })),
);

/** get_nominee's answer: one nominee, which may come as a list holding it. */
export const OneNomineeSchema = objectOrFirst(NomineeSchema);

export const JudgeSchema = record({ name: FilledText, image: ImageUrl, position: num(), detail: Text });

/**
 * Sponsor, partner or publication: kept when it has a name or an image. A logo with an unsafe url
 * is kept, unlinked (the spec links a logo only when its url is non-empty).
 */
export const BrandSchema = v.pipe(
  Json,
  // Checked before the fields are read, so a dropped logo logs nothing about its link.
  v.check((raw) => v.is(FilledText, raw.name) || v.is(FilledText, raw.image)),
  v.object({ name: Text, image: ImageUrl, url: v.fallback(link('logo'), ''), position: num() }),
);

export const CountersSchema = record({ total_active_nominees: num(), total_voters: num(), total_votes: num() });

/**
 * Answer of submit_votes and of both OTP requests. its fields are a code (200 is success) and a timeout in seconds,
 * and every answer carries a status and data (docs/requirements.md#data): each field is read at
 * the top level, else inside data.
 */
export const CodeRequestResultSchema = v.pipe(
  v.unknown(),
  v.transform((body) => (isRecord(body) && isRecord(body.data) ? { ...body.data, ...body } : body)),
  record({
    code: num(),
    timeout: v.fallback(
      v.pipe(
        NumberValue,
        v.transform((timeout) => Math.max(0, timeout)),
      ),
      0,
    ),
  }),
);

/** Answer of check_otp: data is the prize code, or null when there is none. */
export const CheckOtpResultSchema = record({ status: num(), data: orNull(record({ code: FilledText })) });

export const AboutContentSchema = record({ content: Text, youtube_url: TextList });

export const VideoItemSchema = record({ title: Text, video_url: FilledText });

export const WinnerLinkSchema = record({ title: FilledText, url: v.fallback(link('winner'), '') });

/** A group of winner_{year}.json: category -> winners. */
const WinnerCategoriesSchema = v.pipe(
  Json,
  v.transform((categories) =>
    Object.fromEntries(
      Object.entries(categories).map(([category, winners]) => [category, parseList(winners, WinnerLinkSchema, 'winner link')]),
    ),
  ),
);

type WinnerCategories = v.InferOutput<typeof WinnerCategoriesSchema>;

type WinnerGroupKey = (typeof WINNER_GROUP_KEYS)[number];

/** The group a winner names of itself (the reading with the group on each item): '2' readers' choice, else the normal list. */
const groupOfItem = (item: unknown): WinnerGroupKey => (isRecord(item) && String(item.group).trim() === '2' ? '2' : '1');

/**
 * A city of winner_{year}.json, in either reading of docs/requirements.md#data ("keyed by city, then category
 * … a group key distinguishes normal list (1) from readers' choice (2)"): a group level between city
 * and category (`{ "1": { category: [...] }, "2": {...} }`), or categories straight under the city
 * with the group on each item (`{ category: [{ title, url, group: 2 }] }`). Both give city -> group
 * key -> category -> winners; anything else is left out.
 */
const CityWinnersSchema = v.pipe(
  Json,
  v.transform((city) => {
    const result: Partial<Record<WinnerGroupKey, WinnerCategories>> = {};
    for (const key of WINNER_GROUP_KEYS) {
      const categories = v.safeParse(WinnerCategoriesSchema, city[key], CONFIG);
      if (categories.success) result[key] = categories.output;
    }
    for (const [category, items] of Object.entries(city)) {
      if (!Array.isArray(items)) continue;
      for (const item of items) {
        const parsed = v.safeParse(WinnerLinkSchema, item, CONFIG);
        if (!parsed.success) {
          warnDropped('winner link', item);
          continue;
        }
        const group = (result[groupOfItem(item)] ??= {});
        (group[category] ??= []).push(parsed.output);
      }
    }
    return result;
  }),
);

/** winner_{year}.json: city -> group key -> category -> winners (either reading); a city that is not an object is left out. */
export const AwardsWinnersSchema = v.pipe(
  Json,
  v.transform((cities) => {
    const result: Record<string, v.InferOutput<typeof CityWinnersSchema>> = {};
    for (const [city, groups] of Object.entries(cities)) {
      const parsed = v.safeParse(CityWinnersSchema, groups, CONFIG);
      if (parsed.success) result[city] = parsed.output;
    }
    return result;
  }),
);
