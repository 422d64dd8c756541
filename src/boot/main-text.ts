import { dataKey } from '../data/loaders';
import type { RouteDefinition } from '../routes';

/**
 * Whether the page's main text comes after its first paint: server HTML (`mainTextIsServerHtml`)
 * that the page's built data does not hold (a shell such as About, a nominee added after the
 * build, a page the server answered with another route's HTML). Such a page asks for the main
 * text's faces early (src/components/web-font-faces.ts).
 */
export function mainTextAfterFirstPaint(
  route: Pick<RouteDefinition, 'mainTextIsServerHtml' | 'data'>,
  params: Readonly<Record<string, string>>,
  built: Readonly<Record<string, unknown>> | undefined,
): boolean {
  if (!route.mainTextIsServerHtml) return false;
  const needs = Object.values(route.data?.(params) ?? {});
  return built === undefined || !needs.every((need) => Object.hasOwn(built, dataKey(need)));
}
