/** Static JSON documents of the site's own origin (/assets/json/*): no envelope, 404 when absent. */
import { http, HttpResponse } from 'msw';
import { STATIC_JSON } from '../../src/data/protocol';
import type { HandlerContext } from './effects';

function notFound(): Response {
  return new HttpResponse('Not Found', { status: 404, statusText: 'Not Found', headers: { 'Content-Type': 'text/plain' } });
}

export function staticHandlers({ simulator, route }: HandlerContext) {
  const { seed } = simulator;
  return [
    http.get(
      '*/assets/json/:file',
      route('static', ({ request }) => {
        const path = new URL(request.url).pathname;
        const byYear = (documents: Record<string, unknown>, name: (year: string) => string) =>
          Object.entries(documents).find(([year]) => name(year) === path)?.[1];
        const doc =
          byYear(seed.awardsWinners, STATIC_JSON.awardsWinners) ??
          byYear(seed.winnersNew, STATIC_JSON.winnersNew) ??
          byYear(seed.sponsorsByYear, STATIC_JSON.sponsorsByYear) ??
          (path === STATIC_JSON.videos() ? seed.videos : path === STATIC_JSON.about() ? seed.about : undefined);
        return doc === undefined ? notFound() : HttpResponse.json(doc as Record<string, unknown>);
      }),
    ),
  ];
}
