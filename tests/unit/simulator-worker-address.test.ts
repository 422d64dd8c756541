// @vitest-environment node
/**
 * The simulator worker's address (mocks/worker-address.ts): the paths its handlers answer, so that
 * public/simulator-worker.js lets every other request go straight to the network.
 */
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answeredPathStart, simulatorWorkerAddress } from '../../mocks/worker-address';
import { createHandlers } from '../../mocks/handlers';
import { createMemoryStore, createSimulator } from '../../mocks/state';
import { ENDPOINTS } from '../../src/domain/protocol';

describe('the path a handler answers', () => {
  it.each([
    ['*/api/get_nominees', '/api/get_nominees'],
    ['*/assets/json/:file', '/assets/json/'],
    ['*/sim/img/:kind/:id.svg', '/sim/img/'],
    ['/simulator-worker.js', '/simulator-worker.js'],
    ['http://127.0.0.1:8787/api/vote', '/api/vote'],
    ['https://api.example.com', '/'],
    ['*', '/'],
    ['*/files/*', '/files/'],
    ['relative/path', '/'],
  ])('%s starts with %s', (path, start) => {
    expect(answeredPathStart(path)).toBe(start);
  });

  it('is any path for a pattern or a predicate', () => {
    expect(answeredPathStart(/\/api\/.*/)).toBe('/');
    expect(answeredPathStart(() => true)).toBe('/');
  });
});

describe('the worker’s address', () => {
  const handlers = createHandlers(createSimulator({ store: createMemoryStore(), size: 'default' }), () => 'default');

  it('lists every path the simulator answers, each once', () => {
    const address = new URL(simulatorWorkerAddress('/simulator-worker.js', handlers), 'http://site.test');
    expect(address.pathname).toBe('/simulator-worker.js');
    const paths = address.searchParams.getAll('path');
    expect(new Set(paths).size).toBe(paths.length);
    for (const endpoint of Object.values(ENDPOINTS)) expect(paths.some((path) => endpoint.startsWith(path))).toBe(true);
    expect(paths).toEqual(expect.arrayContaining(['/assets/json/', '/sim/img/']));
    // The site's own files are not among them: its scripts, styles, fonts and photo copies.
    for (const file of ['/assets/main-abc.js', '/assets/style-abc.css', '/img/0123456789abcdef-640.avif', '/flags/id.svg'])
      expect(paths.some((path) => file.startsWith(path))).toBe(false);
  });

  it('leaves out a path another covers, and becomes every path with a handler of any path', () => {
    const wide = [http.get('*/api/:name', () => undefined), http.post('*/api/vote', () => undefined)];
    expect(new URL(simulatorWorkerAddress('/w.js', wide), 'http://site.test').searchParams.getAll('path')).toEqual(['/api/']);
    const any = [...wide, http.get(/anything/, () => undefined)];
    expect(new URL(simulatorWorkerAddress('/w.js', any), 'http://site.test').searchParams.getAll('path')).toEqual(['/']);
  });
});
