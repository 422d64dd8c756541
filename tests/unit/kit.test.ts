// @vitest-environment node
/** The kit's rules (src/domain/kit.ts): status, file names, caption and badge HTML. */
import { describe, expect, it } from 'vitest';
import { badgeHtml, kitCaption, kitFileName, kitFilePath, kitStatus, shortLink, statusLabel } from '../../src/domain/kit';
import { TOP_GROUP_SIZE } from '../../src/domain/ordering';
import { nomineePlace } from '../../src/domain/neighbours';
import type { NomineeCard } from '../../src/domain/types';
import { i18nFor } from '../../src/i18n/catalogs';

const i18n = i18nFor('en');

const card = (slug: string, rank: number): NomineeCard =>
  ({
    slug,
    name: slug,
    _id: slug,
    location: 'jakarta',
    images: [],
    logo_url: '',
    rank,
    votes: 0,
    category_name: '',
    group: 1,
  }) as NomineeCard;

describe('kit rules', () => {
  it('calls the top group of the winner order winners, everyone else nominees', () => {
    const cards = Array.from({ length: TOP_GROUP_SIZE + 2 }, (_, index) => card(`v${index}`, index + 1));
    const statusOf = (slug: string) => kitStatus(nomineePlace(cards, slug, 'winner')?.position ?? null);
    expect(statusOf('v0')).toBe('winner');
    expect(statusOf(`v${TOP_GROUP_SIZE - 1}`)).toBe('winner');
    expect(statusOf(`v${TOP_GROUP_SIZE}`)).toBe('nominee');
    expect(statusOf('unknown')).toBe('nominee');
    expect(statusLabel(i18n, 'winner', 2025)).toBe('Winner 2025');
    expect(statusLabel(i18n, 'nominee', 2025)).toBe('Nominee');
  });

  it('names each file by the venue, under its own folder, and by its language where it is not English', () => {
    expect(kitFileName('kaum', 'story', 'en')).toBe('kaum-instagram-story.jpg');
    expect(kitFilePath('kaum', 'qrPng', 'en')).toBe('/kit/kaum/kaum-qr-code.png');
    expect(kitFileName('kaum', 'story', 'id')).toBe('kaum-id-instagram-story.jpg');
    expect(kitFilePath('kaum', 'qrPng', 'id')).toBe('/kit/kaum/kaum-id-qr-code.png');
  });

  it('writes a caption with the venue and its link only, and a link without its scheme', () => {
    const url = 'https://awards.example/bestrestaurantsandbars/votenow?for=kaum';
    expect(kitCaption(i18n, 'Kaum', 'nominee', url)).toBe(
      `Kaum is a nominee of Exquisite's Best Restaurants & Bars 2025. Vote for us: ${url}`,
    );
    // The programme's name has the year: a winner's caption does not say it again.
    expect(kitCaption(i18n, 'Kaum', 'winner', url)).toBe(
      `Kaum is a winner of Exquisite's Best Restaurants & Bars 2025. Thank you for your votes! ${url}`,
    );
    expect(shortLink(url)).toBe('awards.example/bestrestaurantsandbars/votenow?for=kaum');
  });

  it('writes badge HTML that links to the venue page, escaped', () => {
    const html = badgeHtml({ pageUrl: 'https://a.example/n/"x"', badgeUrl: 'https://a.example/kit/x/x-badge.svg', label: 'Nominee' });
    expect(html).toBe(
      `<a href="https://a.example/n/&quot;x&quot;"><img src="https://a.example/kit/x/x-badge.svg" alt="Nominee · Exquisite's Best Restaurants &amp; Bars 2025" width="320" height="96"></a>`,
    );
  });
});
