/**
 * A venue's kit (issue 30): what the build makes for each nominee (build/venue-kit.ts) and what its
 * kit page offers. The files are named by the venue's slug only, and every link in them names the
 * venue only (`?for={slug}`), never a visitor.
 */
import type { NomineeCard } from '../data/types';
import { TOP_GROUP_SIZE, winnerOrder } from './ordering';
import { PROGRAMME_NAME } from './share';

export type KitStatus = 'nominee' | 'winner';

/** A venue of the list is a winner when it is in the top group of the winner order. */
export function kitStatus(cards: readonly NomineeCard[], slug: string): KitStatus {
  return winnerOrder(cards)
    .slice(0, TOP_GROUP_SIZE)
    .some((card) => card.slug === slug)
    ? 'winner'
    : 'nominee';
}

/** The words of the status on the images and the badge, for the programme's year. */
export const statusLabel = (status: KitStatus, year: number): string => (status === 'winner' ? `Winner ${year}` : 'Nominee');

/** The badge's words (its image's alt text too), from the status's words. */
export const badgeText = (label: string): string => `${label} · ${PROGRAMME_NAME}`;

/** Where the build writes a venue's kit, on the site's own origin. */
export const KIT_DIRECTORY = '/kit/';

/** Each file of a kit, as its download is named and described. */
export const KIT_FILES = {
  story: { file: 'instagram-story.jpg', type: 'JPEG', width: 1080, height: 1920 },
  post: { file: 'square-post.jpg', type: 'JPEG', width: 1080, height: 1080 },
  qrSvg: { file: 'qr-code.svg', type: 'SVG', width: null, height: null },
  qrPng: { file: 'qr-code.png', type: 'PNG', width: 1200, height: 1200 },
  badge: { file: 'badge.svg', type: 'SVG', width: 320, height: 96 },
  /** The card a voter shares from THANK YOU ("I voted for …"), not offered on the kit page. */
  voted: { file: 'i-voted.jpg', type: 'JPEG', width: 1080, height: 1080 },
} as const;

export type KitFile = keyof typeof KIT_FILES;

/** A kit file's name: the venue's slug first, so a download says whose it is. */
export const kitFileName = (slug: string, kind: KitFile): string => `${slug}-${KIT_FILES[kind].file}`;

/** A kit file's path on the site. */
export const kitFilePath = (slug: string, kind: KitFile): string => `${KIT_DIRECTORY}${slug}/${kitFileName(slug, kind)}`;

/** A link as people read it: without its scheme. */
export const shortLink = (url: string): string => url.replace(/^https?:\/\//, '');

/** The caption a venue posts with its story or sends on WhatsApp. */
export const kitCaption = (name: string, status: KitStatus, label: string, voteUrl: string): string =>
  status === 'winner'
    ? `${name} is a ${label} of ${PROGRAMME_NAME}. Thank you for your votes! ${voteUrl}`
    : `${name} is a nominee of ${PROGRAMME_NAME}. Vote for us: ${voteUrl}`;

/** The HTML a venue pastes into its website: the badge, linking to its page on this site. */
export function badgeHtml({ pageUrl, badgeUrl, label }: { pageUrl: string; badgeUrl: string; label: string }): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const { width, height } = KIT_FILES.badge;
  return `<a href="${escape(pageUrl)}"><img src="${escape(badgeUrl)}" alt="${escape(badgeText(label))}" width="${width}" height="${height}"></a>`;
}
