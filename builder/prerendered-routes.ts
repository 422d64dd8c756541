/**
 * The screens written as HTML at build time (docs/decisions/008), read from the route table
 * (src/routes.ts): each is rendered as a visitor first sees it — header, footer and the
 * placeholders of what is still loading — so the browser paints before any JavaScript runs.
 */
import { ROUTE_LIST, routeMatcher, type BuiltWithData, type PageModule } from '../src/routes';

export interface PrerenderedRoute {
  /** The path written, a ':name' segment standing for every value. */
  route: string;
  /** The pattern of the route table it belongs to. */
  pattern: string;
  page: PageModule;
  builtWithData?: BuiltWithData;
  mainTextIsServerHtml?: true;
}

export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = ROUTE_LIST.flatMap(
  ({ pattern, page, prerender, builtWithData, mainTextIsServerHtml }) =>
    prerender === undefined
      ? []
      : (prerender === true ? [pattern] : prerender).map((route) => ({ route, pattern, page, builtWithData, mainTextIsServerHtml })),
);

/** The paths a route's value-independent render is checked with (two values, which must render alike). */
export function samplePaths(route: string): string[] {
  return /:\w+/.test(route) ? ['sample-one', 'sample-two'].map((value) => route.replace(/:\w+/g, value)) : [route];
}

/** A route as prerendered.json gives it to the servers (deploy/): the router's regular expression, as source and case rule. */
export function serverPattern(route: string): { pattern: string; ignoreCase: boolean } {
  const { regex } = routeMatcher(route);
  return { pattern: regex.source, ignoreCase: regex.flags.includes('i') };
}

/** Where a route's HTML is written in the build: a folder's index.html, ':name' spelt '[name]'. */
export function prerenderedFile(route: string): string {
  const folder = route.replace(/^\/+/, '').replace(/:(\w+)/g, '[$1]');
  return folder ? `${folder}/index.html` : 'index.html';
}
