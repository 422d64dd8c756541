/** The kit's rules (src/lib/kit.ts): status, file names, caption and badge HTML. */
import { describe, expect, it } from 'vitest';
import { badgeHtml, kitCaption, kitFileName, kitFilePath, kitStatus, shortLink, statusLabel } from '../../src/lib/kit';
import { TOP_GROUP_SIZE } from '../../src/lib/ordering';
import type { NomineeCard } from '../../src/data/types';

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
    expect(kitStatus(cards, 'v0')).toBe('winner');
    expect(kitStatus(cards, `v${TOP_GROUP_SIZE - 1}`)).toBe('winner');
    expect(kitStatus(cards, `v${TOP_GROUP_SIZE}`)).toBe('nominee');
    expect(kitStatus(cards, 'unknown')).toBe('nominee');
    expect(statusLabel('winner', 2025)).toBe('Winner 2025');
    expect(statusLabel('nominee', 2025)).toBe('Nominee');
  });

  it('names each file by the venue, under its own folder', () => {
    expect(kitFileName('kaum', 'story')).toBe('kaum-instagram-story.jpg');
    expect(kitFilePath('kaum', 'qrPng')).toBe('/kit/kaum/kaum-qr-code.png');
  });

  it('writes a caption with the venue and its link only, and a link without its scheme', () => {
    const url = 'https://awards.example/bestrestaurantsandbars/votenow?for=kaum';
    expect(kitCaption('Kaum', 'nominee', 'Nominee', url)).toBe(
      `Kaum is a nominee of Exquisite's Best Restaurants & Bars 2025. Vote for us: ${url}`,
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
