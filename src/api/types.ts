/**
 * The data model of spec section 3, as the views use it after the response
 * schemas (./schemas.ts) have validated and normalised what the server sent.
 */

export interface MenuItem {
  title: string;
  url: string;
  position: number;
}

/** Spec: social_media, shape not shown. Our choice: a named link. */
export interface SocialLink {
  name: string;
  url: string;
}

export interface RichBlock {
  title: string;
  content: string;
}

export interface BodySection extends RichBlock {
  image: string;
}

export interface VotesPage {
  header_content: RichBlock;
  body_content: BodySection[];
  instruction_vote: RichBlock;
}

export interface BannerHome {
  image_url: string;
  title: string;
  content: string;
}

export interface WebsiteData {
  menu: MenuItem[];
  social_media: SocialLink[];
  /** One HTML block per office. */
  address: string[];
  banner_home: BannerHome | null;
  how_to_vote: string;
  votes_page: VotesPage | null;
  /** Timestamp in ms; null when the server sent none. */
  schedule_time: number | null;
}

export interface ContactDetail {
  address: string;
  phone: string;
  email: string;
  website: string;
  domain: string;
  instagram: string;
}

export interface Nominee {
  _id: string;
  slug: string;
  name: string;
  location: string;
  content: string;
  images: string[];
  logo_url: string;
  detail: ContactDetail;
  rank: number;
  votes: number;
  category_name: string;
  group: number;
}

export interface Judge {
  name: string;
  image: string;
  position: number;
  detail: string;
}

/** Sponsor, partner or publication. */
export interface Brand {
  name: string;
  image: string;
  url: string;
  position: number;
}

export interface Counters {
  total_active_nominees: number;
  total_voters: number;
  total_votes: number;
}

export interface AboutContent {
  content: string;
  youtube_url: string[];
}

export interface VideoItem {
  title: string;
  video_url: string;
}

export interface WinnerLink {
  title: string;
  url: string;
}

/** Group keys of winner_{year}.json: '1' normal list, '2' readers' choice. */
export type WinnerGroupKey = '1' | '2';

/** winner_{year}.json: city -> group key -> category -> winners. */
export type AwardsWinnersByCity = Record<string, Partial<Record<WinnerGroupKey, Record<string, WinnerLink[]>>>>;

/** Envelope of every back-end response (spec section 3). */
export interface Envelope<T> {
  status: number;
  data: T;
}

/** Answer of submit_votes and of both OTP requests. */
export interface CodeRequestResult {
  code: number;
  timeout: number;
}

/** Answer of check_otp. */
export interface CheckOtpResult {
  status: number;
  data: { code: string } | null;
}

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
