import { describe, expect, it } from 'vitest';
import { PRERENDERED_ROUTES, prerenderedFile, routeParams, routePattern, samplePaths } from '../../src/prerender/routes';

describe('pre-rendered routes', () => {
  it('match their own addresses, with or without a trailing slash, and nothing deeper', () => {
    expect(routePattern('/').test('/')).toBe(true);
    expect(routePattern('/').test('/about')).toBe(false);
    expect(routePattern('/about').test('/about/')).toBe(true);
    expect(routePattern('/about').test('/about/team')).toBe(false);
    expect(routePattern('/bestrestaurantsandbars/nominee/:slug').test('/bestrestaurantsandbars/nominee/caf%C3%A9-one')).toBe(true);
    expect(routePattern('/bestrestaurantsandbars/nominee/:slug').test('/bestrestaurantsandbars/nominee/winner/x')).toBe(false);
    expect(routePattern('/winner-awards/2018').test('/winner-awards/2018x')).toBe(false);
  });

  it("give the decoded values of their ':name' segments, and null for an address they do not match", () => {
    expect(routeParams('/bestrestaurantsandbars/nominee/:slug', '/bestrestaurantsandbars/nominee/caf%C3%A9-one/')).toEqual({ slug: 'café-one' });
    expect(routeParams('/winner/:id/article/:slug', '/winner/2024/article/kaum')).toEqual({ id: '2024', slug: 'kaum' });
    expect(routeParams('/bestrestaurantsandbars/nominee/:slug', '/bestrestaurantsandbars/nominee/%E0%A4%A')).toEqual({ slug: '%E0%A4%A' });
    expect(routeParams('/about', '/about')).toEqual({});
    expect(routeParams('/about', '/video')).toBeNull();
  });

  it('treat the dot of a route as a dot', () => {
    expect(routePattern('/a.b').test('/axb')).toBe(false);
  });

  it('are written as folder index files, a value segment spelt [name]', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/bestrestaurantsandbars/votenow')).toBe('bestrestaurantsandbars/votenow/index.html');
    expect(prerenderedFile('/winner/2024/article/:slug')).toBe('winner/2024/article/[slug]/index.html');
  });

  it('are checked with two different values when they have one, and as they are otherwise', () => {
    expect(samplePaths('/about')).toEqual(['/about']);
    const [one, two] = samplePaths('/bestrestaurantsandbars/nominee/:slug');
    expect(one).not.toEqual(two);
    expect(routePattern('/bestrestaurantsandbars/nominee/:slug').test(one!)).toBe(true);
  });

  it('give every route one file', () => {
    const files = PRERENDERED_ROUTES.map(({ route }) => prerenderedFile(route));
    expect(new Set(files).size).toBe(files.length);
  });

  it('are found first by the route meant for them: the winner variant of a nominee is not taken for a slug', () => {
    const first = (path: string) => PRERENDERED_ROUTES.find(({ route }) => routePattern(route).test(path))?.route;
    expect(first('/bestrestaurantsandbars/nominee/winner/kaum')).toBe('/bestrestaurantsandbars/nominee/winner/:slug');
    expect(first('/bestrestaurantsandbars/nominee/kaum')).toBe('/bestrestaurantsandbars/nominee/:slug');
    expect(first('/winner/2023')).toBeUndefined();
  });
});
