// @vitest-environment node
/**
 * The simulator as a real HTTP server (mocks/server.ts), over real sockets on a free port: CORS,
 * the token, the record, the control endpoints, absolute image URLs, photos and dropped connections.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_CACHE_ENV } from '../../mocks/photos';
import { CODES_PER_CLIENT } from '../../mocks/state';
import { BODY_LIMIT_BYTES, CONTROL_KEY_HEADER, createSimulatorServer, optionsFromEnv, type RecordedRequest } from '../../mocks/server';
import { scaled } from '../../tools/test-time-scale.mjs';

const SITE = 'http://127.0.0.1:4999';
const TOKEN = 'test-token';
const KEY = 'test-control-key';
/** The server's clock stands still: the seconds it counts down are the rule's, not the machine's speed. */
const STARTED_AT = Date.now();
const sim = createSimulatorServer({ port: 0, token: TOKEN, controlKey: KEY, siteOrigin: SITE, now: () => STARTED_AT });
let base = '';
/** The photos this file makes (one) go to a temporary cache. */
let photoCache = '';

beforeAll(async () => {
  photoCache = await mkdtemp(join(tmpdir(), 'simulator-photos-'));
  vi.stubEnv(PHOTO_CACHE_ENV, photoCache);
  base = await sim.listen();
});
beforeEach(() => sim.reset());
afterAll(async () => {
  await sim.close();
  vi.unstubAllEnvs();
  await rm(photoCache, { recursive: true, force: true });
});

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    headers: { token: TOKEN, 'Content-Type': 'application/json', Origin: SITE, ...(init.headers ?? {}) },
  });
const control = { [CONTROL_KEY_HEADER]: KEY };
const controlGet = async <T>(path: string): Promise<T> =>
  (await fetch(`${base}/__simulator/${path}`, { headers: control })).json() as Promise<T>;
const records = async () => (await controlGet<{ requests: RecordedRequest[] }>('requests')).requests;
const controlReset = (query: string) => fetch(`${base}/__simulator/reset?${query}`, { method: 'POST', headers: control });

describe('simulator server', () => {
  it('answers the API with the simulator handlers, CORS for the site origin only', async () => {
    const response = await api('/api/get_judges');
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(response.headers.get('connection')).toBe('close');
    const body = (await response.json()) as { status: number; data: { image: string }[] };
    expect(body.status).toBe(1);
    expect(body.data.length).toBeGreaterThan(0);
    // Images live on the back end: their paths become absolute.
    expect(body.data[0]?.image).toMatch(new RegExp(`^${base}/sim/img/judge/\\d+\\.jpg$`));

    const foreign = await api('/api/get_judges', { headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(200);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the preflight without a token, for the site origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${base}/api/check_otp`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'token' },
      });
    const allowed = await preflight(SITE);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(allowed.headers.get('access-control-allow-headers')).toBe('token, content-type');
    expect(allowed.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('refuses a missing or wrong token with 401 on /api/*, not on images or static JSON', async () => {
    expect((await fetch(`${base}/api/get_nominees`, { headers: { Origin: SITE } })).status).toBe(401);
    const wrong = await api('/api/get_nominees', { headers: { token: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('access-control-allow-origin')).toBe(SITE);
    expect((await fetch(`${base}/sim/img/brand/sponsor-1.svg`)).headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(`${base}/assets/json/about.json`)).status).toBe(200);
    expect((await fetch(`${base}/nothing/here`)).status).toBe(404);
  });

  // A minute: generating the photo takes seconds on a busy two-core machine.
  it(
    'serves the photos as JPEG, never compressed, with an ETag to revalidate them (304)',
    async () => {
      const photo = '/sim/img/judge/1.jpg';
      const response = await fetch(`${base}${photo}`, { headers: { Origin: SITE, 'Accept-Encoding': 'gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
      const bytes = Buffer.from(await response.arrayBuffer());
      // A JPEG's start-of-image marker.
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
      const etag = response.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);

      const revalidated = await fetch(`${base}${photo}`, { headers: { 'If-None-Match': etag! } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect((await fetch(`${base}/sim/img/logo/kaum.jpg`)).status).toBe(404);
      expect((await fetch(`${base}/sim/img/judge/999.jpg`)).status).toBe(404);
      expect((await records()).map((entry) => entry.status)).toEqual([200, 304, 404, 404]);
    },
    scaled(60_000),
  );

  it('records every request with the headers of interest and the body', async () => {
    await api('/api/submit_votes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', cookie: 'a=b' },
      body: new URLSearchParams({ name: 'Ana', phone: '628123', country: 'ID', email: 'a@b.co' }),
    });
    await api('/api/get_winner?year=2024');
    const [post, get] = await records();
    expect(post).toMatchObject({
      method: 'POST',
      path: '/api/submit_votes',
      headers: { token: TOKEN, 'content-type': 'application/x-www-form-urlencoded', cookie: 'a=b', origin: SITE },
      body: 'name=Ana&phone=628123&country=ID&email=a%40b.co',
      status: 200,
    });
    expect(get).toMatchObject({ method: 'GET', path: '/api/get_winner', query: { year: '2024' }, body: '' });
    const { messages } = await controlGet<{ messages: { channel: string; code: string }[] }>('inbox');
    expect(messages[0]).toMatchObject({ channel: 'WhatsApp', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('keeps its control endpoints to the holder of the token, never cross-origin', async () => {
    const anonymous = await fetch(`${base}/__simulator/requests`, { headers: { Origin: SITE } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('access-control-allow-origin')).toBeNull();
    expect((await fetch(`${base}/__simulator/reset`, { method: 'POST' })).status).toBe(401);
    expect((await fetch(`${base}/__simulator/health`)).status).toBe(200);
    expect((await controlReset('scenario=nope')).status).toBe(400);
  });

  it('resets to a scenario and to another expected token', async () => {
    await api('/api/get_counters');
    expect(await records()).toHaveLength(1);
    expect(await (await controlReset('scenario=data-failure&token=other')).json()).toEqual({ scenario: 'data-failure' });
    expect(await records()).toEqual([]);
    expect((await api('/api/get_counters')).status).toBe(401);
    expect(await (await api('/api/get_counters', { headers: { token: 'other' } })).json()).toEqual({ status: 0, data: null });
    // The control key is not the API token.
    expect((await fetch(`${base}/__simulator/reset`, { method: 'POST', headers: { token: TOKEN } })).status).toBe(401);
    expect((await controlReset('')).status).toBe(200);
    expect(sim.scenario()).toBe('default');
    expect((await api('/api/get_counters')).status).toBe(200);
  });

  it('drops the connection for a transport failure, and counts static failures per reset', async () => {
    sim.reset({ scenario: 'static-dropped' });
    await expect(fetch(`${base}/assets/json/videos.json`)).rejects.toThrow(TypeError);
    expect((await fetch(`${base}/assets/json/videos.json`)).status).toBe(400);
    expect((await fetch(`${base}/assets/json/videos.json`)).status).toBe(200);
    expect((await records()).map((r) => r.status)).toEqual([0, 400, 200]);
    sim.reset({ scenario: 'otp-error' });
    await expect(api('/api/check_otp', { method: 'POST', body: 'phone=1' })).rejects.toThrow(TypeError);
  });
});

describe('simulator server exposed on a QA host', () => {
  it('refuses a Host that is not its own (DNS rebinding), on the API and the controls', async () => {
    const port = new URL(base).port;
    const asked = (path: string, hostHeader: string, headers: Record<string, string> = {}) =>
      new Promise<number>((resolve, reject) => {
        request(`${base}${path}`, { headers: { host: hostHeader, ...headers } }, (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    expect(await asked('/api/get_counters', `evil.example:${port}`, { token: TOKEN })).toBe(421);
    expect(await asked('/__simulator/inbox', `evil.example:${port}`, control)).toBe(421);
    expect(await asked('/sim/img/judge/1.jpg', `evil.example:${port}`)).toBe(421);
    expect(await asked('/api/get_counters', `localhost:${port}`, { token: TOKEN })).toBe(200);
  });

  it('answers 413 to a body over 64 KB, and limits code requests per client (429 with the seconds left)', async () => {
    const huge = await api('/api/submit_votes', { method: 'POST', body: 'x'.repeat(BODY_LIMIT_BYTES + 1) });
    expect(huge.status).toBe(413);
    const form = (phone: string) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'A', phone, country: 'ID', email: 'a@b.co' }),
    });
    for (let i = 0; i < CODES_PER_CLIENT; i++)
      expect(await (await api('/api/submit_votes', form(`62811000${i}`))).json()).toMatchObject({ code: 200 });
    expect(await (await api('/api/submit_votes', form('628119999'))).json()).toEqual({ code: 429, timeout: 3600 });
    // A client cannot pass for another by naming its own address.
    expect(
      await (
        await api('/api/submit_votes', {
          ...form('628119998'),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'x-real-ip': '10.0.0.9' },
        })
      ).json(),
    ).toMatchObject({ code: 429 });
  });
});

describe('simulator server, stalled answers', () => {
  it('sends the headers of a stalled answer at once and frees the request when the client gives up', async () => {
    sim.reset({ scenario: 'otp-stalled' });
    const giveUp = new AbortController();
    const response = await api('/api/check_otp', { method: 'POST', body: 'phone=1', signal: giveUp.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const rest = reader.read();
    giveUp.abort();
    await expect(rest).rejects.toThrow();
    expect((await api('/api/get_counters')).status).toBe(200);
  });
});

describe('simulator server as deployed', () => {
  it('compresses JSON and SVG for a client that accepts gzip, and keeps the connection open when asked', async () => {
    const deployed = createSimulatorServer({ port: 0, token: TOKEN, siteOrigin: SITE, keepAlive: true });
    const url = await deployed.listen();
    try {
      const raw = (path: string) =>
        new Promise<{ headers: Record<string, string | string[] | undefined>; bytes: number }>((resolve, reject) => {
          const call = request(`${url}${path}`, { headers: { token: TOKEN, 'accept-encoding': 'gzip' } }, (answer) => {
            let bytes = 0;
            answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
            answer.on('end', () => resolve({ headers: answer.headers, bytes }));
          });
          call.on('error', reject);
          call.end();
        });
      const nominees = await raw('/api/get_nominees');
      expect(nominees.headers['content-encoding']).toBe('gzip');
      expect(nominees.headers.connection).toBe('keep-alive');
      const plainBytes = JSON.stringify(
        await (await fetch(`${url}/api/get_nominees`, { headers: { token: TOKEN, 'accept-encoding': 'identity' } })).json(),
      ).length;
      expect(nominees.bytes).toBeLessThan(plainBytes / 3);
      expect((await raw('/sim/img/brand/sponsor-1.svg')).headers['content-encoding']).toBe('gzip');
      // The answer a client reads is the same JSON either way.
      const decoded = (await (await fetch(`${url}/api/get_judges`, { headers: { token: TOKEN } })).json()) as { status: number };
      expect(decoded.status).toBe(1);
    } finally {
      await deployed.close();
    }
  });
});

describe('optionsFromEnv', () => {
  it('reads the environment with defaults', () => {
    expect(optionsFromEnv({})).toEqual({
      host: '127.0.0.1',
      port: 8787,
      token: 'simulator-token',
      siteOrigin: 'http://127.0.0.1:5173',
      scenario: 'default',
      keepAlive: false,
    });
    expect(
      optionsFromEnv({
        SIM_PORT: '9000',
        SIM_TOKEN: 't',
        SITE_ORIGIN: 'http://127.0.0.1:4174/',
        SIM_SCENARIO: 'hostile',
        SIM_PUBLIC_ORIGIN: 'https://img.test/',
      }),
    ).toMatchObject({ port: 9000, token: 't', siteOrigin: 'http://127.0.0.1:4174', scenario: 'hostile', publicOrigin: 'https://img.test' });
    expect(optionsFromEnv({ SIM_KEEP_ALIVE: '1' }).keepAlive).toBe(true);
    expect(optionsFromEnv({ SIM_CONTROL_KEY: 'k' }).controlKey).toBe('k');
    expect(() => optionsFromEnv({ SIM_SCENARIO: 'nope' })).toThrow(/Unknown SIM_SCENARIO/);
  });
});
