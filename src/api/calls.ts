/** One typed function per call of spec section 7. */
import { apiBaseUrl, apiToken } from '../config';
import { createApiClient, type ApiClient } from './client';
import {
  list,
  parseAbout,
  parseAwardsWinners,
  parseBrand,
  parseCheckOtpResult,
  parseCodeRequestResult,
  parseCounters,
  parseJudge,
  parseNominee,
  parseVideoItem,
  parseWebsiteData,
  isRecord,
  ShapeError,
  successData,
} from './schemas';
import type {
  AboutContent,
  AwardsWinnersByCity,
  Brand,
  CheckOtpRequest,
  CheckOtpResult,
  CodeRequestResult,
  Counters,
  Nominee,
  OtpRequest,
  VideoItem,
  VoteRequest,
  WebsiteData,
} from './types';

export function createApi(client: ApiClient) {
  const dataList = async <T>(path: string, parseItem: (raw: unknown) => T | null, what: string): Promise<T[]> =>
    list(successData(await client.getBackend(path)), parseItem, what);

  return {
    getWebsiteData: async (): Promise<WebsiteData> => parseWebsiteData(successData(await client.getBackend('/api/get_website_data'))),
    getNominees: () => dataList('/api/get_nominees', parseNominee, 'nominee'),
    getJudges: () => dataList('/api/get_judges', parseJudge, 'judge'),
    getSponsors: () => dataList('/api/get_sponsors', parseBrand, 'sponsor'),
    getPartners: () => dataList('/api/get_partners', parseBrand, 'partner'),
    getPublications: () => dataList('/api/get_publications', parseBrand, 'publication'),
    getCounters: async (): Promise<Counters> => parseCounters(successData(await client.getBackend('/api/get_counters'))),

    /** Section winners of a past year: data keyed by year. */
    getSectionWinners: async (year: number): Promise<Nominee[]> => {
      const data = successData(await client.getBackend('/api/get_winner', { year: String(year) }));
      if (!isRecord(data)) throw new ShapeError('winners are not keyed by year');
      return list(data[String(year)], parseNominee, 'winner');
    },

    getNominee: async (slug: string): Promise<Nominee> => {
      const nominee = parseNominee(successData(await client.postForm('/api/get_nominee', { slug })));
      if (!nominee) throw new ShapeError('nominee');
      return nominee;
    },

    // The vote calls take the signal of the machine's actor: leaving the waiting state aborts them.
    submitVotes: async (request: VoteRequest, signal?: AbortSignal): Promise<CodeRequestResult> =>
      parseCodeRequestResult(await client.postForm('/api/submit_votes', { ...request }, signal)),
    requestOtp: async ({ email, ...request }: OtpRequest, signal?: AbortSignal): Promise<CodeRequestResult> =>
      parseCodeRequestResult(await client.postForm('/api/otp', email === undefined ? request : { ...request, email }, signal)),
    checkOtp: async (request: CheckOtpRequest, signal?: AbortSignal): Promise<CheckOtpResult> =>
      parseCheckOtpResult(await client.postForm('/api/check_otp', { ...request }, signal)),

    getAwardsWinners: async (year: number): Promise<AwardsWinnersByCity> =>
      parseAwardsWinners(await client.getStatic(`/assets/json/winner_${year}.json`)),
    getAwardsWinnerArticles: async (year: number): Promise<Nominee[]> =>
      list(await client.getStatic(`/assets/json/winner_new_${year}.json`), parseNominee, 'awards winner'),
    getSponsorsByYear: async (year: number): Promise<Brand[]> =>
      list(await client.getStatic(`/assets/json/sponsor_new_${year}.json`), parseBrand, 'sponsor'),
    getVideos: async (): Promise<VideoItem[]> => list(await client.getStatic('/assets/json/videos.json'), parseVideoItem, 'video'),
    getAbout: async (): Promise<AboutContent> => parseAbout(await client.getStatic('/assets/json/about.json')),
  };
}

export type Api = ReturnType<typeof createApi>;

export const api: Api = createApi(createApiClient({ baseUrl: apiBaseUrl, token: apiToken }));

