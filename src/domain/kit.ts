/**
 * A venue's kit: what the build makes for each nominee (builder/venue-kit.ts) and what its
 * kit page offers. The files are named by the venue's slug only, and every link in them names the
 * venue only (`?for={slug}`), never a visitor.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SOURCE_LOCALE, type Locale } from '../i18n/locale';
import { TOP_GROUP_SIZE } from './ordering';
import { PROGRAMME_NAME } from '../lib/programme';
import { escapeMarkup } from '../lib/markup';

export type KitStatus = 'nominee' | 'winner';

/** A venue is a winner when its place in the winner order (1-based; null when absent) is in the top group. */
export const kitStatus = (winnerPosition: number | null): KitStatus =>
  winnerPosition !== null && winnerPosition <= TOP_GROUP_SIZE ? 'winner' : 'nominee';

/** The words of the status on the images and the badge, for the programme's year. */
export const statusLabel = (i18n: I18n, status: KitStatus, year: number): string =>
  status === 'winner' ? i18n._(msg`Winner ${year}`) : i18n._(msg`Nominee`);

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

/**
 * A kit file's name: the venue's slug first, so a download says whose it is, then its language
 * where it is not the source language's, so both can sit in one folder.
 */
export const kitFileName = (slug: string, kind: KitFile, locale: Locale): string =>
  locale === SOURCE_LOCALE ? `${slug}-${KIT_FILES[kind].file}` : `${slug}-${locale}-${KIT_FILES[kind].file}`;

/** A kit file's path on the site. */
export const kitFilePath = (slug: string, kind: KitFile, locale: Locale): string =>
  `${KIT_DIRECTORY}${slug}/${kitFileName(slug, kind, locale)}`;

/** A link as people read it: without its scheme. */
export const shortLink = (url: string): string => url.replace(/^https?:\/\//, '');

/**
 * The caption a venue posts with its story or sends on WhatsApp. A winner's says "winner" without
 * statusLabel's year: the programme's name already has it.
 */
export const kitCaption = (i18n: I18n, name: string, status: KitStatus, voteUrl: string): string =>
  status === 'winner'
    ? i18n._(msg`${name} is a winner of ${PROGRAMME_NAME}. Thank you for your votes! ${voteUrl}`)
    : i18n._(msg`${name} is a nominee of ${PROGRAMME_NAME}. Vote for us: ${voteUrl}`);

/** The HTML a venue pastes into its website: the badge, linking to its page on this site. */
export function badgeHtml({ pageUrl, badgeUrl, label }: { pageUrl: string; badgeUrl: string; label: string }): string {
  const { width, height } = KIT_FILES.badge;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- markup; its words (the alt text) are badgeText's
  return `<a href="${escapeMarkup(pageUrl)}"><img src="${escapeMarkup(badgeUrl)}" alt="${escapeMarkup(badgeText(label))}" width="${width}" height="${height}"></a>`;
}
