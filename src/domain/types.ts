/**
 * The data model of docs/requirements.md#data, as the views use it after the response
 * schemas (./schemas.ts) have validated and normalised what the server sent.
 * The response types are inferred from those schemas, so each shape is written
 * once; only what no schema reads (the envelope, the requests) is written here.
 */
import type * as v from 'valibot';
import type {
  AboutContentSchema,
  AwardsWinnersSchema,
  BannerHomeSchema,
  BodySectionSchema,
  BrandSchema,
  CheckOtpResultSchema,
  CodeRequestResultSchema,
  ContactDetailSchema,
  CountersSchema,
  JudgeSchema,
  MenuItemSchema,
  NomineeSchema,
  RichBlockSchema,
  SocialLinkSchema,
  VideoItemSchema,
  VotesPageSchema,
  WebsiteDataSchema,
  WinnerLinkSchema,
} from './schemas';
import type { WINNER_GROUP_KEYS } from './protocol';

export type MenuItem = v.InferOutput<typeof MenuItemSchema>;

/** Spec: social_media, shape not shown. Our choice: a named link. */
export type SocialLink = v.InferOutput<typeof SocialLinkSchema>;

export type RichBlock = v.InferOutput<typeof RichBlockSchema>;

export type BodySection = v.InferOutput<typeof BodySectionSchema>;

export type VotesPage = v.InferOutput<typeof VotesPageSchema>;

export type BannerHome = v.InferOutput<typeof BannerHomeSchema>;

/** address: one HTML block per office; schedule_time: timestamp in ms, null when the server sent none. */
export type WebsiteData = v.InferOutput<typeof WebsiteDataSchema>;

export type ContactDetail = v.InferOutput<typeof ContactDetailSchema>;

export type Nominee = v.InferOutput<typeof NomineeSchema>;

/** A nominee as lists show it (src/data/loaders.ts: cardOf): no description or contact details. */
export type NomineeCard = Omit<Nominee, 'content' | 'detail'>;

export type Judge = v.InferOutput<typeof JudgeSchema>;

/** Sponsor, partner or publication. */
export type Brand = v.InferOutput<typeof BrandSchema>;

export type Counters = v.InferOutput<typeof CountersSchema>;

export type AboutContent = v.InferOutput<typeof AboutContentSchema>;

export type VideoItem = v.InferOutput<typeof VideoItemSchema>;

export type WinnerLink = v.InferOutput<typeof WinnerLinkSchema>;

/** Group keys of winner_{year}.json: '1' normal list, '2' readers' choice. */
export type WinnerGroupKey = (typeof WINNER_GROUP_KEYS)[number];

/** winner_{year}.json: city -> group key -> category -> winners. */
export type AwardsWinnersByCity = v.InferOutput<typeof AwardsWinnersSchema>;

/** Envelope of every back-end response (docs/requirements.md#data). */
export interface Envelope<T> {
  status: number;
  data: T;
}

/** Answer of submit_votes and of both OTP requests. */
export type CodeRequestResult = v.InferOutput<typeof CodeRequestResultSchema>;

/** Answer of check_otp. */
export type CheckOtpResult = v.InferOutput<typeof CheckOtpResultSchema>;

export interface VoteRequest {
  name: string;
  phone: string;
  country: string;
  email: string;
}

export interface OtpRequest {
  phone: string;
  country: string;
  /** Present only for the e-mail variant. */
  email?: string;
}

export interface CheckOtpRequest extends VoteRequest {
  /** JSON array of the chosen nominee ids. */
  data_submit: string;
  otp: string;
}
