import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  AnswerTimeLimitError,
  createApiClient,
  isRelativeUrl,
  readCookie,
  STATIC_RETRY_DELAY_MS,
  STATIC_RETRY_LIMIT,
} from '../../src/data/client';
import { ANSWER_TIME_LIMIT_MS } from '../../src/data/time-limit';
import { createApi } from '../../src/data/calls';

const BACKEND = 'https://backend.test';
const server = setupServer();
const seen: Request[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterAll(() => server.close());

server.events.on('request:start', ({ request }) => {
  seen.push(request.clone());
});

const live = (delay = 5) => createApiClient({ baseUrl: BACKEND, token: 'secret', staticRetryDelayMs: delay });

describe('back-end calls', () => {
  it('send the token header and a JSON content type on GETs, with the base URL and query', async () => {
    server.use(http.get(`${BACKEND}/api/get_winner`, () => HttpResponse.json({ status: 1, data: { 2024: [] } })));
    await createApi(live()).getSectionWinners(2024);
    const [request] = seen;
    expect(request?.url).toBe(`${BACKEND}/api/get_winner?year=2024`);
    expect(request?.headers.get('token')).toBe('secret');
    expect(request?.headers.get('content-type')).toBe('application/json');
  });

  it('send POST bodies form-encoded with exactly the given fields', async () => {
    server.use(http.post(`${BACKEND}/api/submit_votes`, () => HttpResponse.json({ code: 200, timeout: 180 })));
    const result = await createApi(live()).submitVotes({ name: 'Ana', phone: '62812345', country: 'ID', email: 'ana@example.com' });
    expect(result).toEqual({ code: 200, timeout: 180 });
    const [request] = seen;
    expect(request?.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(request?.headers.get('token')).toBe('secret');
    expect(Object.fromEntries(new URLSearchParams(await request!.text()))).toEqual({
      name: 'Ana',
      phone: '62812345',
      country: 'ID',
      email: 'ana@example.com',
    });
  });

  it('send the e-mail only on the e-mail variant of the code request', async () => {
    server.use(http.post(`${BACKEND}/api/otp`, () => HttpResponse.json({ code: 200, timeout: 120 })));
    const api = createApi(live());
    await api.requestOtp({ phone: '65123', country: 'SG' });
    await api.requestOtp({ phone: '65123', country: 'SG', email: 'a@b.co' });
    expect(new URLSearchParams(await seen[0]!.text()).has('email')).toBe(false);
    expect(new URLSearchParams(await seen[1]!.text()).get('email')).toBe('a@b.co');
  });

  it('are never retried', async () => {
    server.use(http.get(`${BACKEND}/api/get_nominees`, () => new HttpResponse(null, { status: 400 })));
    await expect(createApi(live()).getNominees()).rejects.toThrow();
    server.use(http.get(`${BACKEND}/api/get_judges`, () => HttpResponse.error()));
    await expect(createApi(live()).getJudges()).rejects.toThrow();
    expect(seen).toHaveLength(2);
  });

  it('send no credentials and no XSRF header to another host', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    server.use(http.post(`${BACKEND}/api/check_otp`, () => HttpResponse.json({ status: 1, data: { code: 'EXQ25-AAAA-BBBB' } })));
    await createApi(live()).checkOtp({ name: 'A', phone: '1', country: 'ID', email: 'a@b.co', data_submit: '["x"]', otp: '123456' });
    expect(seen[0]?.credentials).not.toBe('include');
    expect(seen[0]?.headers.get('x-xsrf-token')).toBeNull();
    expect(seen[0]?.headers.get('cookie')).toBeNull();
  });
});

/** Headers and the start of a JSON body, then nothing more: a back end that hung half-way. */
const stalledBody = () =>
  new HttpResponse(
    new ReadableStream({
      start: (controller) => controller.enqueue(new TextEncoder().encode('{"code":')),
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );

describe('the time limit of every call', () => {
  it('ends a call whose body stalls after 30 s, and not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      server.use(http.post(`${BACKEND}/api/submit_votes`, stalledBody), http.get('*/assets/json/videos.json', stalledBody));
      const api = createApi(live());
      const outcomes: Record<string, unknown> = {};
      const settle = (name: string, call: Promise<unknown>) =>
        call.then(
          (value) => (outcomes[name] = value),
          (error: unknown) => (outcomes[name] = error),
        );
      const all = Promise.all([
        settle('submit', api.submitVotes({ name: 'A', phone: '1', country: 'ID', email: 'a@b.co' })),
        settle('videos', api.getDocument('videos')),
      ]);
      await vi.advanceTimersByTimeAsync(ANSWER_TIME_LIMIT_MS - 1);
      expect(outcomes).toEqual({});
      await vi.advanceTimersByTimeAsync(1);
      await all;
      expect(outcomes.submit).toBeInstanceOf(AnswerTimeLimitError);
      expect(outcomes.videos).toBeInstanceOf(AnswerTimeLimitError);
    } finally {
      vi.useRealTimers();
    }
  });

  it("ends a call as soon as the caller's signal aborts", async () => {
    server.use(http.post(`${BACKEND}/api/check_otp`, stalledBody));
    const leave = new AbortController();
    const check = createApi(live()).checkOtp(
      { name: 'A', phone: '1', country: 'ID', email: 'a@b.co', data_submit: '[]', otp: '123456' },
      leave.signal,
    );
    leave.abort();
    await expect(check).rejects.toThrow();
    expect(ANSWER_TIME_LIMIT_MS).toBeLessThanOrEqual(30_000);
  });
});

describe('XSRF', () => {
  it('echoes the XSRF-TOKEN cookie on non-GET requests to relative URLs only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%20123; path=/';
    server.use(
      http.post('*/api/get_nominee', () => HttpResponse.json({ status: 1, data: { slug: 'kaum', name: 'Kaum' } })),
      http.get('*/api/get_counters', () => HttpResponse.json({ status: 1, data: { total_voters: 1 } })),
    );
    const sameOrigin = createApi(createApiClient({ baseUrl: '', token: 'simulator' }));
    await sameOrigin.getNominee('kaum');
    await sameOrigin.getCounters();
    expect(seen[0]?.headers.get('x-xsrf-token')).toBe('abc 123');
    expect(seen[1]?.headers.get('x-xsrf-token')).toBeNull();
  });

  it('tells relative from absolute URLs and reads cookies', () => {
    expect(isRelativeUrl('/api/otp')).toBe(true);
    expect(isRelativeUrl('api/otp')).toBe(true);
    expect(isRelativeUrl('https://x.test/api')).toBe(false);
    expect(isRelativeUrl('//x.test/api')).toBe(false);
    expect(readCookie('XSRF-TOKEN', 'a=1; XSRF-TOKEN=t%3D1; b=2')).toBe('t=1');
    expect(readCookie('XSRF-TOKEN', 'a=1')).toBeNull();
    // A malformed cookie is no token, and no failure.
    expect(readCookie('XSRF-TOKEN', 'XSRF-TOKEN=%E0%A4%A')).toBeNull();
  });
});

describe('static JSON', () => {
  it('comes from the site origin and is retried up to 2 times on status 400', async () => {
    let calls = 0;
    server.use(
      http.get('*/assets/json/about.json', () => {
        calls += 1;
        return calls <= 2 ? new HttpResponse(null, { status: 400 }) : HttpResponse.json({ content: '<p>Hi</p>', youtube_url: [] });
      }),
    );
    await expect(createApi(live()).getDocument('about')).resolves.toEqual({ content: '<p>Hi</p>', youtube_url: [] });
    expect(calls).toBe(3);
    expect(new URL(seen[0]!.url).origin).toBe(location.origin);
    expect(seen[0]?.headers.get('token')).toBeNull();
  });

  it('gives up after the second retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/assets/json/videos.json', () => {
        calls += 1;
        return new HttpResponse(null, { status: 400 });
      }),
    );
    await expect(createApi(live()).getDocument('videos')).rejects.toThrow();
    expect(calls).toBe(1 + STATIC_RETRY_LIMIT);
  });

  it('is retried on a network failure (status 0) but not on other statuses', async () => {
    let calls = 0;
    server.use(
      http.get('*/assets/json/videos.json', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json([{ title: 'Film', video_url: 'https://youtu.be/aqz-KE-bpKQ' }]);
      }),
      http.get('*/assets/json/about.json', () => new HttpResponse(null, { status: 500 })),
    );
    const api = createApi(live());
    await expect(api.getDocument('videos')).resolves.toHaveLength(1);
    expect(calls).toBe(2);
    await expect(api.getDocument('about')).rejects.toThrow();
    expect(seen.filter((request) => request.url.endsWith('about.json'))).toHaveLength(1);
  });

  it('waits 1 s between tries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let calls = 0;
      server.use(
        http.get('*/assets/json/about.json', () => {
          calls += 1;
          return calls === 1 ? new HttpResponse(null, { status: 400 }) : HttpResponse.json({ content: '', youtube_url: [] });
        }),
      );
      const pending = createApi(createApiClient({ baseUrl: BACKEND, token: 't' })).getDocument('about');
      await vi.advanceTimersByTimeAsync(STATIC_RETRY_DELAY_MS - 1);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('status gating and shapes', () => {
  it('uses a data list only when status is 1', async () => {
    server.use(
      http.get(`${BACKEND}/api/get_partners`, () =>
        HttpResponse.json({ status: 0, data: [{ name: 'X', image: '/x.svg', url: '', position: 1 }] }),
      ),
    );
    await expect(createApi(live()).getPartners()).rejects.toThrow(/status 0/);
  });

  it('treats a malformed body as a failure, not a crash', async () => {
    server.use(
      http.get(
        `${BACKEND}/api/get_sponsors`,
        () => new HttpResponse('<html>Bad gateway</html>', { headers: { 'Content-Type': 'text/html' } }),
      ),
      http.get(`${BACKEND}/api/get_website_data`, () => HttpResponse.json({ status: 1 })),
    );
    const api = createApi(live());
    await expect(api.getSponsors()).rejects.toThrow();
    await expect(api.getWebsiteData()).rejects.toThrow(/shape/);
  });

  it('drops list items that do not fit and normalises numbers sent as strings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.get(`${BACKEND}/api/get_nominees`, () =>
        HttpResponse.json({
          status: '1',
          data: [{ slug: 'kaum', name: 'Kaum', votes: '12', rank: '3', images: null }, { name: 'no slug' }, null, 'text'],
        }),
      ),
    );
    const nominees = await createApi(live()).getNominees();
    expect(nominees).toHaveLength(1);
    expect(nominees[0]).toMatchObject({ slug: 'kaum', votes: 12, rank: 3, images: [], location: '' });
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
