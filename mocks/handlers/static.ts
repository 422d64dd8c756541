/** Static JSON documents of the site's own origin (/assets/json/*): no envelope, 404 when absent. */
import { http, HttpResponse } from 'msw';
import { isRecord, STATIC_JSON } from '../../src/domain/protocol';
import type { HandlerContext } from './effects';

function notFound(): Response {
  return new HttpResponse('Not Found', { status: 404, statusText: 'Not Found', headers: { 'Content-Type': 'text/plain' } });
}

/**
 * winner_{year}.json in the spec's other reading: city -> category -> winners, each naming its
 * group (1 normal list, 2 readers' choice), from the seed's city -> group -> category.
 */
export function winnersWithGroupOnItems(document: unknown): Record<string, Record<string, unknown[]>> {
  if (!isRecord(document)) return {};
  return Object.fromEntries(
    Object.entries(document).map(([city, groups]) => {
      const categories: Record<string, unknown[]> = {};
      for (const [group, byCategory] of Object.entries(isRecord(groups) ? groups : {})) {
        for (const [category, winners] of Object.entries(isRecord(byCategory) ? byCategory : {})) {
          const items = Array.isArray(winners) ? winners : [];
          (categories[category] ??= []).push(...items.map((winner) => (isRecord(winner) ? { ...winner, group: Number(group) } : winner)));
        }
      }
      return [city, categories];
    }),
  );
}

export function staticHandlers({ simulator, scenario, route }: HandlerContext) {
  const { seed } = simulator;
  return [
    http.get(
      '*/assets/json/:file',
      route('static', ({ request }) => {
        const path = new URL(request.url).pathname;
        const byYear = (documents: Record<string, unknown>, name: (year: string) => string) =>
          Object.entries(documents).find(([year]) => name(year) === path)?.[1];
        const winners = byYear(seed.awardsWinners, STATIC_JSON.awardsWinners);
        const doc =
          (winners !== undefined && scenario().winnersReading === 'group-on-items' ? winnersWithGroupOnItems(winners) : winners) ??
          byYear(seed.winnersNew, STATIC_JSON.winnersNew) ??
          byYear(seed.sponsorsByYear, STATIC_JSON.sponsorsByYear) ??
          (path === STATIC_JSON.videos() ? seed.videos : path === STATIC_JSON.about() ? seed.about : undefined);
        return doc === undefined ? notFound() : HttpResponse.json(doc as Record<string, unknown>);
      }),
    ),
  ];
}
