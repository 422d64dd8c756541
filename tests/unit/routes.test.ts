// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRERENDERED_ROUTES, prerenderedFile, samplePaths, serverPattern } from '../../builder/prerendered-routes';
import { i18nFor } from '../../src/i18n/catalogs';
import type { Locale } from '../../src/i18n/locale';
import { paths, REDIRECTS, ROUTE_LIST, routeMatcher, routeOf, routeParams, withVoteScreenValues } from '../../src/routes';

const matches = (route: string, pathname: string) => routeMatcher(route).regex.test(pathname);

describe('the route table', () => {
  it('titles awards pages with the awards name and section pages with the section title (docs/requirements.md#product), the name shown once known', () => {
    const titleOf = (pathname: string, shownName?: string, locale: Locale = 'en') => {
      const found = routeOf(pathname);
      return found?.route.title(i18nFor(locale), found.params, shownName);
    };
    expect(titleOf('/about')).toBe('Awards - About Us');
    expect(titleOf('/winner/2024')).toBe('Awards - Winners 2024');
    expect(titleOf('/winner-awards/2019')).toBe('Awards - Winners 2019');
    expect(titleOf('/winner/2024/article/kaum')).toBe('Awards - Winners 2024');
    expect(titleOf('/winner/2024/article/kaum', 'Kaum')).toBe('Awards - Kaum');
    expect(titleOf('/bestrestaurantsandbars/votenow')).toBe('Best Restaurant & Bars 2025');
    expect(titleOf('/bestrestaurantsandbars/winner/2024')).toBe('Best Restaurant & Bars 2025');
    expect(titleOf('/bestrestaurantsandbars/nominee/kaum')).toBe('Best Restaurant & Bars 2025');
    expect(titleOf('/bestrestaurantsandbars/nominee/winner/kaum', 'Kaum')).toBe('Kaum – Best Restaurant & Bars 2025');
    expect(titleOf('/winner/2024', undefined, 'id')).toBe('Awards - Pemenang 2024');
    expect(titleOf('/about', undefined, 'id')).toBe('Awards - Tentang Kami');
  });

  it('matches as the router does: with or without a trailing slash, in any case, and nothing deeper', () => {
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/about')).toBe(false);
    expect(matches('/about', '/about/')).toBe(true);
    expect(matches('/about', '/About')).toBe(true);
    expect(matches('/about', '/about/team')).toBe(false);
    expect(matches('/bestrestaurantsandbars/nominee/:slug', '/bestrestaurantsandbars/nominee/caf%C3%A9-one')).toBe(true);
    expect(matches('/bestrestaurantsandbars/nominee/:slug', '/bestrestaurantsandbars/nominee/winner/x')).toBe(false);
    expect(matches('/winner-awards/2018', '/winner-awards/2018x')).toBe(false);
  });

  it("gives the decoded values of a pattern's ':name' segments, and null for an address it does not match", () => {
    expect(routeParams('/bestrestaurantsandbars/nominee/:slug', '/bestrestaurantsandbars/nominee/caf%C3%A9-one/')).toEqual({
      slug: 'café-one',
    });
    expect(routeParams('/winner/:id/article/:slug', '/winner/2024/article/kaum')).toEqual({ id: '2024', slug: 'kaum' });
    expect(routeParams('/bestrestaurantsandbars/nominee/:slug', '/bestrestaurantsandbars/nominee/%E0%A4%A')).toEqual({ slug: '%E0%A4%A' });
    expect(routeParams('/about', '/about')).toEqual({});
    expect(routeParams('/about', '/video')).toBeNull();
  });

  it('finds the route the router shows an address with: the winner variant of a nominee is not taken for a slug', () => {
    expect(routeOf('/bestrestaurantsandbars/nominee/winner/kaum')).toMatchObject({
      route: { page: 'nominees/NomineePage', pattern: '/bestrestaurantsandbars/nominee/winner/:slug' },
      params: { slug: 'kaum' },
    });
    expect(routeOf('/bestrestaurantsandbars/nominee/kaum')?.route.pattern).toBe('/bestrestaurantsandbars/nominee/:slug');
    expect(routeOf('/winner/2024/article/kaum')?.route.page).toBe('awards/WinnerArticlePage');
    expect(routeOf('/no/such/page')).toBeNull();
  });

  it('builds every link from its pattern, each value encoded as one segment', () => {
    expect(paths.nominee('café one/two')).toBe('/bestrestaurantsandbars/nominee/caf%C3%A9%20one%2Ftwo');
    expect(paths.winnerArticle(2024, 'kaum')).toBe('/winner/2024/article/kaum');
    expect(paths.sectionWinners()).toBe('/bestrestaurantsandbars/winner');
    expect(paths.sectionWinners(2024)).toBe('/bestrestaurantsandbars/winner/2024');
    expect(routeOf(paths.winnerNominee('kaum'))?.params).toEqual({ slug: 'kaum' });
  });

  it('links the vote screen with a venue chosen or its list filtered, by slug and filters only', () => {
    expect(paths.voteNow()).toBe('/bestrestaurantsandbars/votenow');
    expect(paths.voteFor('juniper-deck')).toBe('/bestrestaurantsandbars/votenow?for=juniper-deck');
    expect(paths.voteNow({ city: 'bali', query: 'café & co' })).toBe('/bestrestaurantsandbars/votenow?city=bali&q=caf%C3%A9+%26+co');
    expect(routeOf(new URL(paths.voteFor('a b'), 'https://x.example').pathname)?.route.page).toBe('vote/VoteNowPage');
  });

  it('changes the vote screen values of a query and keeps the rest (the simulator scenario)', () => {
    const next = withVoteScreenValues('?scenario=large&for=kaum&city=bali', { venue: null, city: '', query: 'deck' });
    expect(next.toString()).toBe('scenario=large&q=deck');
  });

  it("links a judge by the position alone, as docs/requirements.md#screens says ('#3')", () => {
    expect(paths.judges(3)).toBe('/bestrestaurantsandbars/judges#3');
    expect(paths.judges()).toBe('/bestrestaurantsandbars/judges');
  });

  it('declares each pattern once, and no redirect shadows a route', () => {
    const patterns = ROUTE_LIST.map(({ pattern }) => pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
    for (const { from } of REDIRECTS) expect(routeOf(from)).toBeNull();
  });
});

describe('the pre-rendered routes', () => {
  it('are the routes the table marks, each under its own pattern', () => {
    for (const { route, pattern } of PRERENDERED_ROUTES) expect(routeOf(samplePaths(route)[0]!)?.route.pattern).toBe(pattern);
    expect(PRERENDERED_ROUTES.map(({ route }) => route)).toContain('/winner/2024/article/:slug');
    expect(PRERENDERED_ROUTES.some(({ route }) => route === '/winner/2023')).toBe(false);
  });

  it('are written as folder index files, a value segment spelt [name]', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/bestrestaurantsandbars/votenow')).toBe('bestrestaurantsandbars/votenow/index.html');
    expect(prerenderedFile('/winner/2024/article/:slug')).toBe('winner/2024/article/[slug]/index.html');
    const files = PRERENDERED_ROUTES.map(({ route }) => prerenderedFile(route));
    expect(new Set(files).size).toBe(files.length);
  });

  it('are checked with two different values when they have one, and as they are otherwise', () => {
    expect(samplePaths('/about')).toEqual(['/about']);
    const [one, two] = samplePaths('/bestrestaurantsandbars/nominee/:slug');
    expect(one).not.toEqual(two);
    expect(matches('/bestrestaurantsandbars/nominee/:slug', one!)).toBe(true);
  });

  it('reach the servers as the router matches them', () => {
    const { pattern, ignoreCase } = serverPattern('/bestrestaurantsandbars/nominee/:slug');
    const regex = new RegExp(pattern, ignoreCase ? 'i' : '');
    expect(regex.test('/BestRestaurantsAndBars/nominee/kaum/')).toBe(true);
    expect(regex.test('/bestrestaurantsandbars/nominee/winner/kaum')).toBe(false);
  });
});
