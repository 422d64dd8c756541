/**
 * Response shapes checked at the edge. Whatever does not fit is dropped and
 * logged for developers (spec section 8: ignored silently for visitors);
 * numbers sent as strings and nulls in place of strings or lists are
 * normalised so the views never meet an unexpected shape.
 */
import { safeLinkUrl } from '../lib/links';
import type {
  AboutContent,
  AwardsWinnersByCity,
  BannerHome,
  BodySection,
  Brand,
  CheckOtpResult,
  CodeRequestResult,
  ContactDetail,
  Counters,
  Judge,
  MenuItem,
  Nominee,
  RichBlock,
  SocialLink,
  VideoItem,
  VotesPage,
  WebsiteData,
  WinnerGroupKey,
  WinnerLink,
} from './types';

type Raw = Record<string, unknown>;

export class ShapeError extends Error {
  constructor(what: string) {
    super(`Unexpected response shape: ${what}`);
    this.name = 'ShapeError';
  }
}

/** Thrown when a data response's status is not 1 (spec section 4). */
export class StatusError extends Error {
  constructor(readonly status: unknown) {
    super(`Response status ${String(status)} is not a success`);
    this.name = 'StatusError';
  }
}

export function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function num(value: unknown, fallback = 0): number {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
}

function warnDropped(what: string, item: unknown): void {
  console.warn(`[api] dropped ${what} that does not fit its shape`, item);
}

/**
 * A link field: '' when absent; null when present but not a safe link target (javascript:,
 * data: and the like), so the item can be dropped or shown without its link.
 */
function link(value: unknown, what: string): string | null {
  const url = text(value).trim();
  if (!url) return '';
  if (safeLinkUrl(url) !== null) return url;
  warnDropped(`${what} link`, url);
  return null;
}

/** Keeps the items that parse, drops the rest; a non-list becomes []. */
export function list<T>(value: unknown, parseItem: (raw: unknown) => T | null, what: string): T[] {
  if (!Array.isArray(value)) {
    if (value !== undefined && value !== null) warnDropped(`${what} list`, value);
    return [];
  }
  const items: T[] = [];
  for (const raw of value) {
    const item = parseItem(raw);
    if (item === null) warnDropped(what, raw);
    else items.push(item);
  }
  return items;
}

/** The envelope of a data response: its data when status is 1, else a StatusError. */
export function successData(body: unknown): unknown {
  if (!isRecord(body)) throw new ShapeError('envelope is not an object');
  if (num(body.status, NaN) !== 1) throw new StatusError(body.status);
  return body.data;
}

function textList(value: unknown): string[] {
  return list(value, (item) => (typeof item === 'string' ? item : null), 'string');
}

function richBlock(value: unknown): RichBlock {
  const raw = isRecord(value) ? value : {};
  return { title: text(raw.title), content: text(raw.content) };
}

/** A menu item whose url is not a safe link is dropped: the menu must not lead anywhere unsafe. */
export function parseMenuItem(value: unknown): MenuItem | null {
  if (!isRecord(value) || !text(value.title)) return null;
  const url = link(value.url, 'menu item');
  if (url === null) return null;
  return { title: text(value.title), url, position: num(value.position) };
}

function parseSocialLink(value: unknown): SocialLink | null {
  if (!isRecord(value)) return null;
  const url = link(value.url, 'social');
  if (!url) return null;
  return { name: text(value.name) || text(value.title) || url, url };
}

function parseBodySection(value: unknown): BodySection | null {
  if (!isRecord(value)) return null;
  return { image: text(value.image), ...richBlock(value) };
}

function parseBannerHome(value: unknown): BannerHome | null {
  if (!isRecord(value)) return null;
  const banner = { image_url: text(value.image_url), title: text(value.title), content: text(value.content) };
  return banner.image_url || banner.title || banner.content ? banner : null;
}

function parseVotesPage(value: unknown): VotesPage | null {
  if (!isRecord(value)) return null;
  return {
    header_content: richBlock(value.header_content),
    body_content: list(value.body_content, parseBodySection, 'votes_page section'),
    instruction_vote: richBlock(value.instruction_vote),
  };
}

export function parseWebsiteData(value: unknown): WebsiteData {
  if (!isRecord(value)) throw new ShapeError('website data is not an object');
  const schedule = num(value.schedule_time, NaN);
  return {
    menu: list(value.menu, parseMenuItem, 'menu item'),
    social_media: list(value.social_media, parseSocialLink, 'social link'),
    address: textList(value.address),
    banner_home: parseBannerHome(value.banner_home),
    how_to_vote: text(value.how_to_vote),
    votes_page: parseVotesPage(value.votes_page),
    schedule_time: Number.isFinite(schedule) ? schedule : null,
  };
}

function parseDetail(value: unknown): ContactDetail {
  const raw = isRecord(value) ? value : {};
  return {
    address: text(raw.address),
    phone: text(raw.phone),
    email: text(raw.email),
    website: text(raw.website),
    domain: text(raw.domain),
    instagram: text(raw.instagram),
  };
}

export function parseNominee(value: unknown): Nominee | null {
  if (!isRecord(value)) return null;
  const slug = text(value.slug);
  const name = text(value.name);
  if (!slug || !name) return null;
  return {
    _id: text(value._id) || slug,
    slug,
    name,
    location: text(value.location),
    content: text(value.content),
    images: textList(value.images).filter(Boolean),
    logo_url: text(value.logo_url),
    detail: parseDetail(value.detail),
    rank: num(value.rank, Number.MAX_SAFE_INTEGER),
    votes: num(value.votes),
    category_name: text(value.category_name),
    group: num(value.group, 1),
  };
}

export function parseJudge(value: unknown): Judge | null {
  if (!isRecord(value) || !text(value.name)) return null;
  return { name: text(value.name), image: text(value.image), position: num(value.position), detail: text(value.detail) };
}

/** A logo with an unsafe url is kept, unlinked (the spec links a logo only when its url is non-empty). */
export function parseBrand(value: unknown): Brand | null {
  if (!isRecord(value) || !(text(value.name) || text(value.image))) return null;
  return { name: text(value.name), image: text(value.image), url: link(value.url, 'logo') ?? '', position: num(value.position) };
}

export function parseCounters(value: unknown): Counters {
  if (!isRecord(value)) throw new ShapeError('counters are not an object');
  return {
    total_active_nominees: num(value.total_active_nominees),
    total_voters: num(value.total_voters),
    total_votes: num(value.total_votes),
  };
}

export function parseCodeRequestResult(value: unknown): CodeRequestResult {
  if (!isRecord(value)) throw new ShapeError('code request answer is not an object');
  return { code: num(value.code), timeout: Math.max(0, num(value.timeout)) };
}

export function parseCheckOtpResult(value: unknown): CheckOtpResult {
  if (!isRecord(value)) throw new ShapeError('check_otp answer is not an object');
  const code = isRecord(value.data) ? text(value.data.code) : '';
  return { status: num(value.status), data: code ? { code } : null };
}

export function parseAbout(value: unknown): AboutContent {
  if (!isRecord(value)) throw new ShapeError('about is not an object');
  return { content: text(value.content), youtube_url: textList(value.youtube_url) };
}

export function parseVideoItem(value: unknown): VideoItem | null {
  if (!isRecord(value) || !text(value.video_url)) return null;
  return { title: text(value.title), video_url: text(value.video_url) };
}

function parseWinnerLink(value: unknown): WinnerLink | null {
  if (!isRecord(value) || !text(value.title)) return null;
  return { title: text(value.title), url: link(value.url, 'winner') ?? '' };
}

const GROUP_KEYS: WinnerGroupKey[] = ['1', '2'];

export function parseAwardsWinners(value: unknown): AwardsWinnersByCity {
  if (!isRecord(value)) throw new ShapeError('awards winners are not an object');
  const result: AwardsWinnersByCity = {};
  for (const [city, groups] of Object.entries(value)) {
    if (!isRecord(groups)) continue;
    result[city] = {};
    for (const key of GROUP_KEYS) {
      const categories = groups[key];
      if (!isRecord(categories)) continue;
      result[city][key] = Object.fromEntries(
        Object.entries(categories).map(([category, winners]) => [category, list(winners, parseWinnerLink, 'winner link')]),
      );
    }
  }
  return result;
}
