/**
 * `npm run dev`: the dev server answers the simulator's photos (GET /sim/img/{kind}/{id}.jpg) from
 * mocks/photos.ts, as a built site serves them from dist/sim/img/: the browser's MSW worker draws
 * only the SVGs and leaves the photos to the server. It has no resized copies, so its image
 * manifest is empty: every photo shows from its original URL. Node only (vite.config.ts is its one
 * importer), so nothing of it reaches the client bundle.
 */
import type { Plugin } from 'vite';
import { IMAGE_MANIFEST_PATH } from '../src/lib/images.ts';
import { isPhotoRequest } from './data/images.ts';

type PhotosModule = typeof import('./photos.ts');

export function simulatorPhotos(): Plugin {
  return {
    name: 'simulator-photos',
    apply: 'serve',
    configureServer(server) {
      // Added before Vite's own middlewares, so that a photo never reaches its static files or HTML fallback.
      server.middlewares.use((request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://dev.server');
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        if (pathname === IMAGE_MANIFEST_PATH) {
          response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
          response.end('{}');
          return;
        }
        if (!isPhotoRequest(pathname)) return next();
        // Through the dev server, at the first photo: a static import would bundle the seed and sharp into
        // the config that every build and test run loads.
        (server.ssrLoadModule('/mocks/photos.ts') as Promise<PhotosModule>)
          .then(({ answerPhotoRequest }) => answerPhotoRequest(pathname, request.headers['if-none-match']))
          .then(({ status, headers, body }) => {
            response.writeHead(status, headers);
            response.end(request.method === 'HEAD' ? undefined : body);
          })
          .catch(next);
      });
    },
  };
}
