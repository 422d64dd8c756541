/** One typed function per call of spec section 7. */
import { apiBaseUrl, apiToken } from '../config';
import { createApiClient, type ApiClient } from './client';
import { isRecord } from './protocol';
import {
  AboutContentSchema,
  AwardsWinnersSchema,
  BrandSchema,
  CheckOtpResultSchema,
  CodeRequestResultSchema,
  CountersSchema,
  JudgeSchema,
  NomineeSchema,
  parse,
  parseList,
  ShapeError,
  successData,
  VideoItemSchema,
  WebsiteDataSchema,
  type Schema,
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
  const dataList = async <T>(path: string, item: Schema<T>, what: string): Promise<T[]> =>
    parseList(successData(await client.getBackend(path)), item, what);

  return {
    getWebsiteData: async (): Promise<WebsiteData> =>
      parse(WebsiteDataSchema, successData(await client.getBackend('/api/get_website_data')), 'website data is not an object'),
    getNominees: () => dataList('/api/get_nominees', NomineeSchema, 'nominee'),
    getJudges: () => dataList('/api/get_judges', JudgeSchema, 'judge'),
    getSponsors: () => dataList('/api/get_sponsors', BrandSchema, 'sponsor'),
    getPartners: () => dataList('/api/get_partners', BrandSchema, 'partner'),
    getPublications: () => dataList('/api/get_publications', BrandSchema, 'publication'),
    getCounters: async (): Promise<Counters> =>
      parse(CountersSchema, successData(await client.getBackend('/api/get_counters')), 'counters are not an object'),

    /** Section winners of a past year: data keyed by year. */
    getSectionWinners: async (year: number): Promise<Nominee[]> => {
      const data = successData(await client.getBackend('/api/get_winner', { year: String(year) }));
      if (!isRecord(data)) throw new ShapeError('winners are not keyed by year');
      return parseList(data[String(year)], NomineeSchema, 'winner');
    },

    getNominee: async (slug: string): Promise<Nominee> =>
      parse(NomineeSchema, successData(await client.postForm('/api/get_nominee', { slug })), 'nominee'),

    // The vote calls take the signal of the machine's actor: leaving the waiting state aborts them.
    submitVotes: async (request: VoteRequest, signal?: AbortSignal): Promise<CodeRequestResult> =>
      parse(
        CodeRequestResultSchema,
        await client.postForm('/api/submit_votes', { ...request }, signal),
        'code request answer is not an object',
      ),
    requestOtp: async ({ email, ...request }: OtpRequest, signal?: AbortSignal): Promise<CodeRequestResult> =>
      parse(
        CodeRequestResultSchema,
        await client.postForm('/api/otp', email === undefined ? request : { ...request, email }, signal),
        'code request answer is not an object',
      ),
    checkOtp: async (request: CheckOtpRequest, signal?: AbortSignal): Promise<CheckOtpResult> =>
      parse(CheckOtpResultSchema, await client.postForm('/api/check_otp', { ...request }, signal), 'check_otp answer is not an object'),

    getAwardsWinners: async (year: number): Promise<AwardsWinnersByCity> =>
      parse(AwardsWinnersSchema, await client.getStatic(`/assets/json/winner_${year}.json`), 'awards winners are not an object'),
    getAwardsWinnerArticles: async (year: number): Promise<Nominee[]> =>
      parseList(await client.getStatic(`/assets/json/winner_new_${year}.json`), NomineeSchema, 'awards winner'),
    getSponsorsByYear: async (year: number): Promise<Brand[]> =>
      parseList(await client.getStatic(`/assets/json/sponsor_new_${year}.json`), BrandSchema, 'sponsor'),
    getVideos: async (): Promise<VideoItem[]> => parseList(await client.getStatic('/assets/json/videos.json'), VideoItemSchema, 'video'),
    getAbout: async (): Promise<AboutContent> =>
      parse(AboutContentSchema, await client.getStatic('/assets/json/about.json'), 'about is not an object'),
  };
}

export type Api = ReturnType<typeof createApi>;

export const api: Api = createApi(createApiClient({ baseUrl: apiBaseUrl, token: apiToken }));
