// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSeedData, OTHER_CITIES } from '../../../mocks/data/seed';
import { LOCATION_ORDER } from '../../../src/domain/protocol';

const DETAIL_FIELDS = ['address', 'phone', 'email', 'website', 'domain', 'instagram'] as const;

describe('createSeedData', () => {
  const seed = createSeedData();

  it('is deterministic', () => {
    expect(createSeedData()).toEqual(seed);
    expect(createSeedData('large')).toEqual(createSeedData('large'));
  });

  it('has six nominees in each shown city and a few elsewhere', () => {
    expect(seed.nominees.length).toBeGreaterThanOrEqual(40);
    for (const city of LOCATION_ORDER) {
      expect(seed.nominees.filter((n) => n.location === city)).toHaveLength(6);
    }
    const others = seed.nominees.filter((n) => !(LOCATION_ORDER as readonly string[]).includes(n.location));
    expect(others.length).toBeGreaterThanOrEqual(3);
    for (const n of others) expect(OTHER_CITIES).toContain(n.location);
    for (const n of seed.nominees) expect(n.location).toBe(n.location.toLowerCase());
  });

  it('gives nominees unique slugs and 24-hex ids', () => {
    expect(new Set(seed.nominees.map((n) => n.slug)).size).toBe(seed.nominees.length);
    expect(new Set(seed.nominees.map((n) => n._id)).size).toBe(seed.nominees.length);
    for (const n of seed.nominees) {
      expect(n._id).toMatch(/^[0-9a-f]{24}$/);
      expect(n.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(n.content).toMatch(/<p>.*<strong>.*<\/p>/);
      expect(n.group).toBe(1);
      expect(n.category_name).toMatch(/^Best /);
    }
  });

  it('varies the number of images (1 to 6), with several short lists', () => {
    const counts = seed.nominees.map((n) => n.images.length);
    expect(Math.min(...counts)).toBe(1);
    expect(Math.max(...counts)).toBe(6);
    expect(counts.filter((c) => c < 4).length).toBeGreaterThanOrEqual(8);
    expect(counts.filter((c) => c === 1).length).toBeGreaterThanOrEqual(3);
    for (const n of seed.nominees) for (const url of n.images) expect(url).toMatch(/^\/sim\/img\/nominee\/[a-z0-9-]+\.jpg$/);
  });

  it('has logos on about half the nominees', () => {
    const withLogo = seed.nominees.filter((n) => n.logo_url !== '');
    expect(withLogo.length / seed.nominees.length).toBeGreaterThan(0.35);
    expect(withLogo.length / seed.nominees.length).toBeLessThan(0.65);
    for (const n of withLogo) expect(n.logo_url).toBe(`/sim/img/logo/${n.slug}.svg`);
  });

  it("marks about a third of contact fields absent with '-'", () => {
    const values = seed.nominees.flatMap((n) => DETAIL_FIELDS.map((f) => n.detail[f]));
    const absent = values.filter((v) => v === '-').length / values.length;
    expect(absent).toBeGreaterThan(0.2);
    expect(absent).toBeLessThan(0.5);
    expect(seed.nominees.some((n) => DETAIL_FIELDS.every((f) => n.detail[f] !== '-'))).toBe(true);
    expect(seed.nominees.some((n) => DETAIL_FIELDS.every((f) => n.detail[f] === '-'))).toBe(true);
    for (const n of seed.nominees) {
      if (n.detail.website !== '-') {
        expect(n.detail.website).toBe(`https://www.${n.slug}.example`);
        expect(n.detail.domain).toBe(`www.${n.slug}.example`);
      } else {
        expect(n.detail.domain).toBe('-');
      }
      if (n.detail.phone !== '-') expect(n.detail.phone).toMatch(/^(\+62 \d{2,3} \d{3,4} \d{3,4}|\(0\d{2,3}\) \d{3,4}-\d{3,4})$/);
      if (n.detail.address !== '-') expect(n.detail.address).toMatch(/^<p>Jl\. .*<br>.*<\/p>$/);
    }
  });

  it('ranks differ from vote order, with ties to break by votes', () => {
    const ranks = seed.nominees.map((n) => n.rank);
    expect(Math.min(...ranks)).toBe(1);
    expect(Math.max(...ranks)).toBeLessThanOrEqual(seed.nominees.length);
    const tied = ranks.filter((r, i) => ranks.indexOf(r) !== i);
    expect(tied.length).toBeGreaterThanOrEqual(2);
    for (const n of seed.nominees) {
      expect(n.votes).toBeGreaterThanOrEqual(0);
      expect(n.votes).toBeLessThanOrEqual(5000);
    }
    const byRank = [...seed.nominees].sort((a, b) => a.rank - b.rank).map((n) => n.slug);
    const byVotes = [...seed.nominees].sort((a, b) => b.votes - a.votes).map((n) => n.slug);
    expect(byRank).not.toEqual(byVotes);
    // In each tie the nominee stored first has fewer votes, so the tie-break reorders them.
    for (const rank of new Set(tied)) {
      const pair = seed.nominees.filter((n) => n.rank === rank);
      expect(pair[0]!.votes).toBeLessThan(pair[1]!.votes);
    }
  });

  it('stores judges and brands out of position order', () => {
    expect(seed.judges).toHaveLength(8);
    expect(seed.judges.map((j) => j.position).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(seed.judges.map((j) => j.position)).not.toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const j of seed.judges) {
      expect(j.image).toBe(`/sim/img/judge/${j.position}.jpg`);
      expect(j.detail).toMatch(/^<p>/);
    }
    const kinds = [
      ['sponsor', seed.sponsors, 6],
      ['partner', seed.partners, 5],
      ['publication', seed.publications, 7],
    ] as const;
    for (const [kind, list, count] of kinds) {
      expect(list).toHaveLength(count);
      const positions = list.map((b) => b.position);
      expect([...positions].sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      expect(list.some((b) => b.url === '')).toBe(true);
      expect(list.some((b) => b.url !== '')).toBe(true);
      for (const b of list) expect(b.image).toMatch(new RegExp(`^/sim/img/brand/${kind}-\\d+\\.svg$`));
    }
  });

  it('stores the menu out of position order, winners at position 1', () => {
    const { menu } = seed.website;
    const positions = menu.map((m) => m.position);
    expect(positions).not.toEqual([...positions].sort((a, b) => a - b));
    expect(menu.find((m) => m.position === 1)).toMatchObject({ title: 'WINNERS', url: '/bestrestaurantsandbars/winner' });
    expect(menu.find((m) => m.title === 'HOME')).toMatchObject({ url: '/bestrestaurantsandbars', position: 2 });
    expect(seed.website.address).toHaveLength(3);
    expect(seed.website.social_media.map((s) => s.name)).toEqual(['Instagram', 'Facebook', 'YouTube', 'TikTok']);
    expect(seed.website.how_to_vote).toContain('<ol>');
    expect(seed.website.votes_page?.body_content.length).toBeGreaterThanOrEqual(3);
    expect(seed.website.banner_home?.image_url).toBe('/sim/img/banner/home.jpg');
    for (const section of seed.website.votes_page!.body_content) expect(section.image).toMatch(/^\/sim\/img\/section\/\d+\.jpg$/);
  });

  it('counts match the nominees', () => {
    const votes = seed.nominees.reduce((sum, n) => sum + n.votes, 0);
    expect(seed.counters.total_active_nominees).toBe(seed.nominees.length);
    expect(seed.counters.total_votes).toBe(votes);
    expect(seed.counters.total_voters).toBeGreaterThan(0);
    expect(seed.counters.total_voters).toBeLessThanOrEqual(votes);
  });

  it('has awards winners for the past years, with the edge cases', () => {
    expect(Object.keys(seed.documents.plainWinners).sort()).toEqual(['2018', '2019', '2021', '2022', '2023']);
    for (const byCity of Object.values(seed.documents.plainWinners)) {
      expect(byCity.jakarta?.['1']).toBeDefined();
      expect(byCity.bali?.['1']).toBeDefined();
      expect(Object.keys(byCity).length).toBeGreaterThan(2);
    }
    const onlyReaders = Object.values(seed.documents.plainWinners['2019']!).filter((g) => g['2'] && !g['1']);
    expect(onlyReaders.length).toBeGreaterThanOrEqual(1);
    const empty = Object.values(seed.documents.plainWinners['2018']!).filter((g) => g['1'] && Object.keys(g['1']).length === 0);
    expect(empty.length).toBeGreaterThanOrEqual(1);
    const jakarta = seed.documents.plainWinners['2023']!.jakarta!['1']!;
    expect(Object.keys(jakarta).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(jakarta).length).toBeLessThanOrEqual(5);
    for (const links of Object.values(jakarta)) for (const link of links) expect(link.url).toMatch(/^https:\/\/www\.example\.com\//);
  });

  it('has the other yearly documents', () => {
    expect(seed.documents.awardsWinnerArticles['2024']).toHaveLength(20);
    expect(seed.documents.sponsorsByYear['2024']!.length).toBeGreaterThan(0);
    expect(seed.documents.sponsorsByYear['2023']!.length).toBeGreaterThan(0);
    expect(seed.documents.videos).toHaveLength(4);
    for (const v of seed.documents.videos) expect(v.video_url).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/);
    expect(seed.documents.about.youtube_url).toHaveLength(2);
    expect(seed.sectionWinners['2024']).toHaveLength(30);
  });

  it('labels every image it references', () => {
    for (const n of seed.nominees) for (const url of n.images) expect(seed.imageLabels[url]).toContain(n.name);
    for (const j of seed.judges) expect(seed.imageLabels[j.image]).toBe(j.name);
  });

  it('builds a large set', () => {
    const large = createSeedData('large');
    expect(large.nominees).toHaveLength(1000);
    expect(new Set(large.nominees.map((n) => n.slug)).size).toBe(1000);
    for (const city of LOCATION_ORDER) expect(large.nominees.filter((n) => n.location === city).length).toBeGreaterThan(150);
    expect(large.judges).toHaveLength(40);
    expect(large.sponsors).toHaveLength(60);
    expect(large.partners).toHaveLength(5);
    expect(large.counters.total_active_nominees).toBe(1000);
  });

  it("shows the default set's photos in the large set, cycled, so it adds none to generate", () => {
    const large = createSeedData('large');
    const photos = (data: typeof seed) =>
      new Set([
        ...[
          ...data.nominees,
          ...Object.values(data.documents.awardsWinnerArticles).flat(),
          ...Object.values(data.sectionWinners).flat(),
        ].flatMap((n) => n.images),
        ...data.judges.map((j) => j.image),
      ]);
    const defaults = photos(seed);
    expect([...photos(large)].filter((url) => !defaults.has(url))).toEqual([]);
    // Cycled: every default photo appears, and a venue nominated again keeps its photos.
    expect(photos(large).size).toBe(defaults.size);
    for (const again of large.sectionWinners['2024']!) {
      const nominee = large.nominees.find((n) => n.slug === again.slug);
      if (nominee) expect(again.images).toEqual(nominee.images);
    }
    for (const n of large.nominees) if (n.logo_url) expect(n.logo_url).toBe(`/sim/img/logo/${n.slug}.svg`);
  });
});
