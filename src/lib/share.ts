/**
 * Sharing a page: what is shared and where to. The system's share sheet (the Web Share
 * API) where the browser has one, else plain links to each service's own share page, so nothing is
 * asked of those hosts until the visitor picks one. Only public words and the page's canonical
 * address are ever shared: never a voter's name, phone, e-mail or code.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROGRAMME_NAME } from './programme';

/** What the nominee page shares: its "Vote for …" link (absolute) as the call to action; the page itself goes as the URL. */
export const nomineeShareText = (i18n: I18n, name: string, voteUrl: string): string => i18n._(msg`Vote for ${name}: ${voteUrl}`);

/** What THANK YOU shares with the venue voted for (the first, of several) and its "Vote for …" link; nothing of the voter's. */
export const votedShareText = (i18n: I18n, name: string | null): string =>
  name ? i18n._(msg`I voted for ${name} in ${PROGRAMME_NAME} — vote too`) : i18n._(msg`I voted in ${PROGRAMME_NAME} — vote too`);

export interface ShareContent {
  title: string;
  text: string;
  /** Absolute. */
  url: string;
}

/** A path of the site (`paths.*`) as an absolute URL on this origin. */
export const absoluteUrl = (origin: string, path: string): string => new URL(path, origin).href;

/** WhatsApp takes one message: the text, then the address. */
export const whatsAppShareUrl = ({ text, url }: Pick<ShareContent, 'text' | 'url'>): string =>
  `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

export const xShareUrl = ({ text, url }: Pick<ShareContent, 'text' | 'url'>): string =>
  `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;

/** Facebook reads the words from the page's own preview (Open Graph), so only the address goes. */
export const facebookShareUrl = ({ url }: Pick<ShareContent, 'url'>): string =>
  `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;

/** The part of `navigator` the Web Share API adds (both optional: most desktop browsers lack them). */
export interface WebShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data?: ShareData) => boolean;
}

/** The system's share sheet can take this: `share` exists and `canShare`, where there is one, does not refuse it. */
export const canUseWebShare = (nav: WebShareNavigator, data: ShareData): boolean =>
  typeof nav.share === 'function' && nav.canShare?.(data) !== false;

export type WebShareResult = 'shared' | 'cancelled' | 'unavailable';

const isAbortError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && (error as { name: unknown }).name === 'AbortError';

/**
 * Opens the system's share sheet. 'cancelled' when the visitor closed it (nothing to say);
 * 'unavailable' when there is none or it refused the data, so the caller offers its own links.
 * `share` is called before any await, within the click's user activation.
 */
export async function shareWithSystem(nav: WebShareNavigator, data: ShareData): Promise<WebShareResult> {
  if (!canUseWebShare(nav, data)) return 'unavailable';
  try {
    await nav.share?.(data);
    return 'shared';
  } catch (error) {
    return isAbortError(error) ? 'cancelled' : 'unavailable';
  }
}
