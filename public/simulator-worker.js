/*
 * The simulator's service worker: MSW's own worker (mockServiceWorker.js, as `msw init` writes it)
 * with one rule in front of it. The page registers this script with the paths the simulator answers
 * in its address (`?path=/api/…&path=…`, mocks/worker-address.ts); a request whose path starts
 * with none of them goes to the network as if there were no worker, instead of making a round trip
 * through the page to be let through. The list lives in the address, not in this worker's memory,
 * so it holds after the browser stops and restarts the worker; without it, every request reaches MSW.
 */
const answeredPaths = new URL(self.location.href).searchParams.getAll('path');

if (answeredPaths.length > 0) {
  self.addEventListener('fetch', (event) => {
    const { pathname } = new URL(event.request.url);
    // No respondWith and no MSW listener: the browser fetches it itself.
    if (!answeredPaths.some((path) => pathname.startsWith(path))) event.stopImmediatePropagation();
  });
}

self.importScripts('./mockServiceWorker.js');
