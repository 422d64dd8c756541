/**
 * Every odd and hostile answer of the simulator (mocks/handlers/variants.ts) through the real API
 * client and response parsers: each call either gives well-typed data or fails with one of the
 * expected errors (a status, a shape, an HTTP or JSON error) that the caller treats as "hide
 * the section"; never a crash of our own code. Hostile HTML leaves the sanitiser harmless.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from 'ky';
import { createApiClient } from '../../src/data/client';
import { createApi } from '../../src/data/calls';
import {
  CodeRequestResultSchema,
  JudgeSchema,
  NomineeSchema,
  OneNomineeSchema,
  parse,
  parseList,
  ShapeError,
  StatusError,
  successData,
  WebsiteDataSchema,
} from '../../src/domain/schemas';
import { resolveLink, safeLinkUrl } from '../../src/lib/links';
import { sanitizeHtml } from '../../src/components/html-sanitiser';
import { createTestServer } from '../../mocks/node';
import { SCENARIOS, type ScenarioName } from '../../mocks/scenarios';
import {
  HOSTILE_HTML,
  hostile,
  longNames,
  LONG_WORD,
  noImages,
  nulls,
  numbersAsStrings,
  PWNED,
  type Json,
} from '../../mocks/handlers/variants';

const sim = createTestServer({ random: () => '424242' });
const api = createApi(createApiClient({ baseUrl: 'https://backend.test', token: 'simulator', staticRetryDelayMs: 1 }));
const slug = sim.simulator.seed.nominees[0]?.slug ?? '';
const voter = { name: 'Ana', phone: '62812345', country: 'ID', email: 'ana@example.com' };

beforeAll(() => sim.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  sim.simulator.reset();
});
afterAll(() => sim.server.close());

const calls = {
  websiteData: () => api.getWebsiteData(),
  nominees: () => api.getNominees(),
  judges: () => api.getJudges(),
  sponsors: () => api.getSponsors(),
  partners: () => api.getPartners(),
  publications: () => api.getPublications(),
  counters: () => api.getCounters(),
  sectionWinners: () => api.getSectionWinners(2024),
  nominee: () => api.getNominee(slug),
  awardsWinners: () => api.getDocument('plainWinners', '2023'),
  articles: () => api.getDocument('awardsWinnerArticles', '2024'),
  sponsorsByYear: () => api.getDocument('sponsorsByYear', '2024'),
  videos: () => api.getDocument('videos'),
  about: () => api.getDocument('about'),
  submitVotes: () => api.submitVotes(voter),
  requestOtp: () => api.requestOtp({ phone: voter.phone, country: voter.country }),
  checkOtp: () => api.checkOtp({ ...voter, data_submit: JSON.stringify([sim.simulator.seed.nominees[0]?._id]), otp: '000000' }),
};

type Outcome = 'ok' | 'StatusError' | 'ShapeError' | 'HTTPError' | 'SyntaxError';

async function outcome(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    await call();
    return 'ok';
  } catch (error) {
    if (error instanceof StatusError) return 'StatusError';
    if (error instanceof ShapeError) return 'ShapeError';
    if (error instanceof HTTPError) return 'HTTPError';
    if (error instanceof SyntaxError) return 'SyntaxError';
    throw error;
  }
}

async function outcomes(scenario: ScenarioName): Promise<Record<keyof typeof calls, Outcome>> {
  sim.setScenario(scenario);
  const entries = await Promise.all(Object.entries(calls).map(async ([name, call]) => [name, await outcome(call)] as const));
  return Object.fromEntries(entries) as Record<keyof typeof calls, Outcome>;
}

const ALL_OK = Object.fromEntries(Object.keys(calls).map((name) => [name, 'ok'])) as Record<keyof typeof calls, Outcome>;

describe('odd answers through the client and parsers', () => {
  it('every answer variant has a scenario', () => {
    const variants = SCENARIOS.map((s) => s.answers);
    for (const variant of [
      'hostile',
      'missing-data',
      'nulls',
      'numbers-as-strings',
      'no-images',
      'empty-menu',
      'html-error',
      'long-names',
    ]) {
      expect(variants).toContain(variant);
    }
  });

  it('a missing data field: lists are empty, objects fail their shape', async () => {
    expect(await outcomes('odd-missing-data')).toEqual({
      ...ALL_OK,
      websiteData: 'ShapeError',
      counters: 'ShapeError',
      sectionWinners: 'ShapeError',
      nominee: 'ShapeError',
    });
    expect(await api.getNominees()).toEqual([]);
  });

  it('nulls: items keep their identity, null strings and lists become empty, null items are dropped', async () => {
    expect(await outcomes('odd-nulls')).toEqual(ALL_OK);
    const nominees = await api.getNominees();
    expect(nominees).toHaveLength(sim.simulator.seed.nominees.length);
    expect(nominees[0]).toMatchObject({ content: '', images: [], logo_url: '', detail: { address: '', website: '' } });
    const website = await api.getWebsiteData();
    expect(website).toMatchObject({
      menu: [],
      social_media: [],
      address: [],
      banner_home: { image_url: '', content: '' },
      how_to_vote: '',
    });
    expect(console.warn).toHaveBeenCalled();
  });

  it('numbers as strings are read as numbers', async () => {
    expect(await outcomes('odd-numbers-as-strings')).toEqual(ALL_OK);
    expect(await api.getCounters()).toEqual(sim.simulator.counters());
    expect((await api.getNominees()).every((n) => typeof n.votes === 'number' && typeof n.rank === 'number')).toBe(true);
    expect(await api.submitVotes({ ...voter, phone: '62899999' })).toEqual({ code: 200, timeout: 180 });
    expect((await api.getWebsiteData()).schedule_time).toBe(sim.simulator.websiteData().schedule_time);
  });

  it('nominees without images, an empty menu, very long names: all parse', async () => {
    expect(await outcomes('odd-no-images')).toEqual(ALL_OK);
    expect((await api.getNominees()).every((n) => n.images.length === 0 && n.logo_url === '')).toBe(true);
    expect(await outcomes('odd-empty-menu')).toEqual(ALL_OK);
    expect((await api.getWebsiteData()).menu).toEqual([]);
    expect(await outcomes('odd-long-names')).toEqual(ALL_OK);
    expect((await api.getJudges())[0]?.name).toContain(LONG_WORD);
  });

  it('HTML error pages: back-end calls fail with their HTTP status, static files as JSON errors', async () => {
    expect(await outcomes('odd-html-error')).toEqual({
      websiteData: 'HTTPError',
      nominees: 'HTTPError',
      judges: 'HTTPError',
      sponsors: 'HTTPError',
      partners: 'HTTPError',
      publications: 'HTTPError',
      counters: 'HTTPError',
      sectionWinners: 'HTTPError',
      nominee: 'HTTPError',
      awardsWinners: 'SyntaxError',
      articles: 'SyntaxError',
      sponsorsByYear: 'SyntaxError',
      videos: 'SyntaxError',
      about: 'SyntaxError',
      submitVotes: 'HTTPError',
      requestOtp: 'HTTPError',
      checkOtp: 'HTTPError',
    });
  });
});

describe('hostile answers', () => {
  it('parse, with every unsafe link dropped or unlinked', async () => {
    expect(await outcomes('hostile')).toEqual(ALL_OK);
    const website = await api.getWebsiteData();
    const links = [
      ...website.menu.map((item) => item.url),
      ...website.social_media.map((item) => item.url),
      ...(await api.getSponsors()).map((brand) => brand.url),
      ...(await api.getPublications()).map((brand) => brand.url),
      ...Object.values(await api.getDocument('plainWinners', '2023')).flatMap((groups) =>
        Object.values(groups).flatMap((categories) =>
          Object.values(categories ?? {})
            .flat()
            .map((w) => w.url),
        ),
      ),
    ];
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((url) => /javascript:/i.test(url))).toEqual([]);
    // A third of the menu (the untouched items) is left.
    expect(website.menu.length).toBeGreaterThan(0);
    expect(website.menu.length).toBeLessThan(sim.simulator.seed.website.menu.length);
  });

  it('leave the sanitiser harmless: no script, handler, frame, form, style or javascript: link', async () => {
    sim.setScenario('hostile');
    const website = await api.getWebsiteData();
    const html = [
      website.how_to_vote,
      website.banner_home?.content ?? '',
      ...website.address,
      ...(website.votes_page?.body_content.map((section) => section.content) ?? []),
      (await api.getNominee(slug)).content,
      (await api.getNominee(slug)).detail.address,
      (await api.getJudges())[0]?.detail ?? '',
      (await api.getDocument('about')).content,
    ];
    for (const dirty of html) {
      expect(dirty).toContain(PWNED);
      const host = document.createElement('div');
      host.innerHTML = String(sanitizeHtml(dirty));
      expect(host.querySelectorAll('script, form, input, button, style, object, embed, base, meta, link, iframe')).toHaveLength(0);
      expect(
        [...host.querySelectorAll('*')]
          .flatMap((el) => [...el.attributes].map((a) => a.name))
          .filter((name) => /^on|^style$|^srcdoc$/i.test(name)),
      ).toEqual([]);
      expect([...host.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '').filter((href) => /script:/i.test(href))).toEqual([]);
      expect(host.innerHTML).not.toContain(PWNED);
      for (const a of host.querySelectorAll('a[target="_blank"]')) expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('turns a privacy-enhanced YouTube frame into a placeholder with its address and title only', () => {
    const host = document.createElement('div');
    host.innerHTML = String(
      sanitizeHtml(
        `<iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="A tour" srcdoc="<script>parent.${PWNED}</script>" onload="${PWNED}"></iframe>` +
          '<iframe src="https://www.youtube-nocookie.com/not-a-video"></iframe>',
      ),
    );
    expect(host.querySelector('iframe')).toBeNull();
    expect(host.innerHTML).toBe(
      '<div class="server-video" data-server-video="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" data-server-video-title="A tour"></div>',
    );
  });

  it('the payload set covers what the issue lists', () => {
    for (const needle of ['<script>', 'onerror=', 'javascript:', '<form', '<iframe src="https://evil.example', 'style="position:fixed']) {
      expect(HOSTILE_HTML).toContain(needle);
    }
  });
});

describe('safeLinkUrl', () => {
  it('keeps http(s), mailto, tel and relative links', () => {
    for (const url of [
      'https://example.com/a',
      'http://example.com',
      '//cdn.example.com/x',
      '/bestrestaurantsandbars',
      'winner/2024',
      '#top',
      '?q=1',
      'mailto:a@b.co',
      'tel:+62811',
    ]) {
      expect(safeLinkUrl(url)).toBe(url);
    }
    expect(safeLinkUrl('  https://example.com  ')).toBe('https://example.com');
  });

  it('refuses script and data URLs however they are disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
    ]) {
      expect(safeLinkUrl(url), JSON.stringify(url)).toBeNull();
    }
    expect(safeLinkUrl('')).toBeNull();
    expect(safeLinkUrl(null)).toBeNull();
  });
});

describe('resolveLink: one rule for what is internal', () => {
  const page = 'https://site.example/bestrestaurantsandbars/judges';
  it('resolves as the browser does, so a disguised other host is external', () => {
    expect(resolveLink('/winner/2024?x=1#a', page)).toEqual({ kind: 'internal', href: '/winner/2024?x=1#a' });
    expect(resolveLink('https://site.example/about', page)).toEqual({ kind: 'internal', href: '/about' });
    expect(resolveLink('how-to', page)).toEqual({ kind: 'internal', href: '/bestrestaurantsandbars/how-to' });
    for (const href of [
      '/\\evil.example/x',
      'http:evil.example',
      '/\t/evil.example',
      '//evil.example',
      'https://site.example.evil.example/',
    ]) {
      expect(resolveLink(href, page)?.kind, JSON.stringify(href)).toBe('external');
    }
    expect(resolveLink('mailto:a@b.co', page)).toEqual({ kind: 'contact', href: 'mailto:a@b.co' });
    expect(resolveLink('javascript:alert(1)', page)).toBeNull();
  });
});

describe('image fields', () => {
  it('an image that is not an http(s) URL or a site path is dropped at the edge, logged, and never reaches a view', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [nominee] = parseList(
      [
        {
          slug: 's',
          name: 'N',
          images: ['x', '/ok.jpg', 'javascript:alert(1)', '"><img src=x onerror=alert(1)>', 'https://cdn.example/b.jpg'],
          logo_url: 'data:image/svg+xml,<svg onload=alert(1)>',
        },
      ],
      NomineeSchema,
      'nominee',
    );
    expect(nominee?.images).toEqual(['/ok.jpg', 'https://cdn.example/b.jpg']);
    expect(nominee?.logo_url).toBe('');
    expect(parse(WebsiteDataSchema, { banner_home: { image_url: 'x', title: 'T' } }, 'website').banner_home).toMatchObject({
      image_url: '',
      title: 'T',
    });
    expect(parseList([{ name: 'J', image: 'vbscript:x' }], JudgeSchema, 'judge')[0]?.image).toBe('');
    expect(warn.mock.calls.filter(([message]) => String(message).includes('dropped image'))).toHaveLength(6);
  });
});

describe("every shape the spec's words allow (docs/spec-choices.md)", () => {
  const website = { menu: [{ title: 'HOME', url: '/bestrestaurantsandbars', position: 1 }], how_to_vote: '<p>How</p>' };
  const readWebsite = (data: unknown) => parse(WebsiteDataSchema, successData({ status: 1, data }), 'website');

  it('a code request answered in the envelope of every answer: code and timeout inside data', () => {
    expect(parse(CodeRequestResultSchema, { status: 1, data: { code: 200, timeout: 180 } }, 'code')).toEqual({ code: 200, timeout: 180 });
    expect(parse(CodeRequestResultSchema, { status: '1', data: { code: '429', timeout: '0' } }, 'code')).toEqual({ code: 429, timeout: 0 });
    // Section 7's reading, the fields beside status, wins where an answer has both.
    expect(parse(CodeRequestResultSchema, { code: 200, timeout: 180, data: { code: 0 } }, 'code')).toEqual({ code: 200, timeout: 180 });
  });

  it('get_website_data answered as "data list": the website data is its first item', () => {
    expect(readWebsite([website])).toEqual(readWebsite(website));
    expect(readWebsite([website]).menu).toHaveLength(1);
    expect(() => readWebsite([])).toThrow(ShapeError);
  });

  it('get_nominee answered as "data list": the nominee is its first item', () => {
    const nominee = { _id: 'n1', slug: 'kaum', name: 'Kaum', location: 'jakarta', images: ['/k.jpg'] };
    const readNominee = (data: unknown) => parse(OneNomineeSchema, successData({ status: 1, data }), 'nominee');
    expect(readNominee([nominee])).toEqual(readNominee(nominee));
    expect(readNominee([nominee]).name).toBe('Kaum');
    expect(() => readNominee([])).toThrow(ShapeError);
  });

  it('menu items keyed by id, as a list: the same menu', () => {
    const keyed = { 7: { title: 'JUDGES', url: '/bestrestaurantsandbars/judges', position: 2 }, 3: website.menu[0] };
    expect(readWebsite({ menu: keyed }).menu).toEqual([website.menu[0], keyed[7]]);
  });

  it('social_media keyed by network name, its url bare or in an object', () => {
    const social = readWebsite({ social_media: { Instagram: 'https://instagram.com/x', YouTube: { url: 'https://youtube.com/@x' } } });
    expect(social.social_media).toEqual([
      { name: 'Instagram', url: 'https://instagram.com/x' },
      { name: 'YouTube', url: 'https://youtube.com/@x' },
    ]);
    // Keyed by id, an item's own name wins; an unsafe url is still dropped.
    const byId = readWebsite({ social_media: { 1: { name: 'TikTok', url: 'https://tiktok.com/@x' }, 2: 'javascript:alert(1)' } });
    expect(byId.social_media).toEqual([{ name: 'TikTok', url: 'https://tiktok.com/@x' }]);
  });

  it('social_media as a list of bare urls: each url names its link', () => {
    expect(readWebsite({ social_media: ['https://instagram.com/x', 'javascript:alert(1)'] }).social_media).toEqual([
      { name: 'https://instagram.com/x', url: 'https://instagram.com/x' },
    ]);
  });
});

describe('variant transforms', () => {
  const sample: Json = {
    status: 1,
    data: [{ _id: 'a', slug: 's', name: 'N', location: 'bali', content: '<p>x</p>', images: ['/i.svg'], votes: 3, detail: { phone: '1' } }],
  };

  it('nulls keeps identity keys and appends a null item', () => {
    expect(nulls((sample as { data: Json }).data)).toEqual([
      { _id: 'a', slug: 's', name: 'N', location: 'bali', content: null, images: null, votes: 3, detail: { phone: null } },
      null,
    ]);
  });

  it('numbersAsStrings, noImages, longNames and hostile change only their fields', () => {
    expect(numbersAsStrings(sample)).toMatchObject({ status: '1', data: [{ votes: '3' }] });
    expect(noImages((sample as { data: Json }).data)).toEqual([
      { _id: 'a', slug: 's', name: 'N', location: 'bali', content: '<p>x</p>', images: [], votes: 3, detail: { phone: '1' }, logo_url: '' },
    ]);
    expect(longNames({ name: 'N', slug: 's' })).toEqual({ name: expect.stringContaining(LONG_WORD), slug: 's' });
    const [item] = hostile((sample as { data: Json }).data) as Record<string, Json>[];
    expect(item).toMatchObject({ _id: 'a', slug: 's', location: 'bali', votes: 3 });
    expect(item?.content).toContain(HOSTILE_HTML);
    expect(item?.name).toContain(PWNED);
  });
});
