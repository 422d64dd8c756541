/**
 * Drawn images: GET /sim/img/:kind/:id.svg -> SVG drawn locally, never fetched elsewhere. The photos
 * (.jpg) are left alone: a server answers them (mocks/photos.ts), as a real back end serves its files.
 */
import { http, HttpResponse } from 'msw';
import { IMAGE_CACHE_CONTROL, isPlaceholderKind, renderPlaceholderSvg, simulatorImagePath } from '../data/images';
import type { HandlerContext } from './effects';

export function imageHandlers({ simulator, route }: HandlerContext) {
  const labels = simulator.seed.imageLabels;
  return [
    http.get(
      '*/sim/img/:kind/:id.svg',
      route('image', ({ request, params }) => {
        const kind = String(params.kind ?? '');
        const id = String(params.id ?? '');
        if (!isPlaceholderKind(kind) || !id) {
          return new HttpResponse('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
        }
        const url = new URL(request.url);
        const width = Number(url.searchParams.get('w')) || undefined;
        const height = Number(url.searchParams.get('h')) || undefined;
        // A photo kind's drawing has its photo's label: the seed names that kind as .jpg.
        const svg = renderPlaceholderSvg(kind, id, width, height, labels[simulatorImagePath(kind, id)]);
        return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': IMAGE_CACHE_CONTROL } });
      }),
    ),
  ];
}
