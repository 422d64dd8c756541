/** Static JSON documents of the site's own origin (/assets/json/*): no envelope, 404 when absent. */
import { http, HttpResponse } from 'msw';
import type { HandlerContext } from './effects';

function notFound(): Response {
  return new HttpResponse('Not Found', { status: 404, statusText: 'Not Found', headers: { 'Content-Type': 'text/plain' } });
}

export function staticHandlers({ simulator, route }: HandlerContext) {
  const { seed } = simulator;
  return [
    http.get(
      '*/assets/json/:file',
      route('static', ({ params }) => {
        const file = String(params.file ?? '');
        let match: RegExpExecArray | null;
        if ((match = /^winner_(\d{4})\.json$/.exec(file))) {
          const doc = seed.awardsWinners[match[1] ?? ''];
          return doc ? HttpResponse.json(doc) : notFound();
        }
        if ((match = /^winner_new_(\d{4})\.json$/.exec(file))) {
          const doc = seed.winnersNew[match[1] ?? ''];
          return doc ? HttpResponse.json(doc) : notFound();
        }
        if ((match = /^sponsor_new_(\d{4})\.json$/.exec(file))) {
          const doc = seed.sponsorsByYear[match[1] ?? ''];
          return doc ? HttpResponse.json(doc) : notFound();
        }
        if (file === 'videos.json') return HttpResponse.json(seed.videos);
        if (file === 'about.json') return HttpResponse.json(seed.about);
        return notFound();
      }),
    ),
  ];
}
