/** Placeholder images: GET /sim/img/:kind/:file.svg -> SVG drawn locally, never fetched elsewhere. */
import { http, HttpResponse } from 'msw';
import { isPlaceholderKind, renderPlaceholderSvg } from '../data/images';
import type { HandlerContext } from './effects';

export function imageHandlers({ simulator, route }: HandlerContext) {
  const labels = simulator.seed.imageLabels;
  return [
    http.get(
      '*/sim/img/:kind/:file',
      route('image', ({ request, params }) => {
        const kind = String(params.kind ?? '');
        const file = String(params.file ?? '');
        if (!isPlaceholderKind(kind) || !file) {
          return new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
        }
        const url = new URL(request.url);
        const id = file.replace(/\.svg$/i, '');
        const width = Number(url.searchParams.get('w')) || undefined;
        const height = Number(url.searchParams.get('h')) || undefined;
        const svg = renderPlaceholderSvg(kind, id, width, height, labels[`/sim/img/${kind}/${id}.svg`]);
        return new HttpResponse(svg, {
          headers: {
            'Content-Type': 'image/svg+xml',
            'Cache-Control': 'public, max-age=31536000, immutable',
          },
        });
      }),
    ),
  ];
}
