/**
 * The simulator worker's address (public/simulator-worker.js): the script, with the paths the
 * simulator's handlers answer, so the worker lets every other request go straight to the network.
 */
import type { HttpHandler } from 'msw';

/**
 * The start every path a handler answers shares: its path up to the first parameter or wildcard,
 * without an origin (`*` or a scheme and host) in front. A handler whose path is a pattern or a
 * predicate gives '/': every request may be its.
 */
export function answeredPathStart(path: HttpHandler['info']['path']): string {
  if (typeof path !== 'string') return '/';
  const withoutOrigin = path.replace(/^\*/, '').replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const firstWildcard = withoutOrigin.search(/[:*(]/);
  const start = firstWildcard === -1 ? withoutOrigin : withoutOrigin.slice(0, firstWildcard);
  return start.startsWith('/') ? start : '/';
}

/** The worker's address for these handlers: each answered path once, a start that another covers left out. */
export function simulatorWorkerAddress(script: string, handlers: readonly HttpHandler[]): string {
  const starts = [...new Set(handlers.map((handler) => answeredPathStart(handler.info.path)))].sort();
  const covering = starts.filter((start, index) => !starts.slice(0, index).some((earlier) => start.startsWith(earlier)));
  const query = new URLSearchParams(covering.map((start) => ['path', start]));
  return `${script}?${query.toString()}`;
}
