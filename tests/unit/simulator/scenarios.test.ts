// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../src/domain/protocol';
import { createTestServer } from '../../../mocks/node';
import { readScenario, SCENARIO_STORAGE_KEY, SCENARIOS, urlWithScenario } from '../../../mocks/scenarios';
import { createMemoryStore } from '../../../mocks/state';

const BASE = 'http://sim.test';

describe('readScenario', () => {
  it('takes the URL first and stores it', () => {
    const store = createMemoryStore({ [SCENARIO_STORAGE_KEY]: 'slow' });
    expect(readScenario('http://site.test/bestrestaurantsandbars/vote?scenario=otp-locked', store)).toBe('otp-locked');
    expect(store.getItem(SCENARIO_STORAGE_KEY)).toBe('otp-locked');
    expect(readScenario('http://site.test/', store)).toBe('otp-locked');
  });

  it('falls back to the stored scenario, then to default', () => {
    expect(readScenario('http://site.test/', createMemoryStore({ [SCENARIO_STORAGE_KEY]: 'large' }))).toBe('large');
    expect(readScenario('http://site.test/', createMemoryStore())).toBe('default');
  });

  it('treats unknown names as default', () => {
    const store = createMemoryStore({ [SCENARIO_STORAGE_KEY]: 'slow' });
    expect(readScenario('http://site.test/?scenario=nope', store)).toBe('default');
    expect(store.getItem(SCENARIO_STORAGE_KEY)).toBe('default');
    expect(readScenario('http://site.test/', createMemoryStore({ [SCENARIO_STORAGE_KEY]: 'bogus' }))).toBe('default');
  });

  it('lists every scenario with a description', () => {
    expect(SCENARIOS.map((s) => s.name)).toEqual([
      'default',
      'otp-locked',
      'otp-error',
      'otp-stalled',
      'submit-stalled',
      'whatsapp-undelivered',
      'email-delayed',
      'voted-today',
      'data-failure',
      'static-flaky',
      'static-failure',
      'static-dropped',
      'slow',
      'large',
      'one-venue-changed',
      'ten-times',
      'ten-times-one-changed',
      'hostile',
      'odd-missing-data',
      'odd-nulls',
      'odd-numbers-as-strings',
      'odd-no-images',
      'odd-empty-menu',
      'odd-html-error',
      'odd-long-names',
      'before-last-nominee',
      'winners-group-on-items',
    ]);
    for (const s of SCENARIOS) expect(s.description.length).toBeGreaterThan(10);
    expect(urlWithScenario('http://site.test/vote?x=1', 'slow')).toBe('http://site.test/vote?x=1&scenario=slow');
  });
});

describe('scenarios through the MSW server', () => {
  const sim = createTestServer({ random: () => '424242' });
  const { server } = sim;

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => sim.setScenario('default'));
  afterAll(() => server.close());

  const get = (path: string) => fetch(`${BASE}${path}`);
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${BASE}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });

  it('data-failure: every data list answers status 0', async () => {
    sim.setScenario('data-failure');
    const paths = [
      ENDPOINTS.websiteData,
      ENDPOINTS.nominees,
      ENDPOINTS.judges,
      ENDPOINTS.sponsors,
      ENDPOINTS.partners,
      ENDPOINTS.publications,
      ENDPOINTS.counters,
      `${ENDPOINTS.winner}?year=2024`,
    ];
    for (const path of paths) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 0, data: null });
    }
    // Static files are unaffected.
    expect((await get('/assets/json/about.json')).status).toBe(200);
  });

  it('static-flaky: each static file answers 400 twice, then 200, counted per path', async () => {
    sim.setScenario('static-flaky');
    const statuses = async (path: string) => [(await get(path)).status, (await get(path)).status, (await get(path)).status];
    expect(await statuses('/assets/json/about.json')).toEqual([400, 400, 200]);
    expect(await statuses('/assets/json/videos.json')).toEqual([400, 400, 200]);
    expect((await get('/assets/json/about.json')).status).toBe(200);
    // Back-end calls are unaffected.
    expect(await (await get('/api/get_judges')).json()).toMatchObject({ status: 1 });
  });

  it('otp-locked: check_otp answers 406', async () => {
    sim.setScenario('otp-locked');
    const response = await post('/api/check_otp', {
      name: 'A',
      phone: '62811',
      country: 'ID',
      email: 'a@b.co',
      data_submit: '[]',
      otp: '424242',
    });
    expect(await response.json()).toEqual({ status: 406, data: null });
  });

  it('voted-today: code requests answer 409 and no code is sent', async () => {
    sim.setScenario('voted-today');
    const form = { name: 'A', phone: '62811', country: 'ID', email: 'a@b.co' };
    expect(await (await post('/api/submit_votes', form)).json()).toEqual({ code: 409, timeout: 0 });
    expect(await (await post('/api/otp', { phone: '62811', country: 'ID' })).json()).toEqual({ code: 409, timeout: 0 });
    expect(sim.simulator.inbox.messages()).toEqual([]);
  });

  it('whatsapp-undelivered and email-delayed: the code is issued, its message arrives never or 30 s later', async () => {
    const arrivals = async (scenario: 'whatsapp-undelivered' | 'email-delayed', fields: Record<string, string>, path: string) => {
      sim.setScenario(scenario);
      expect(await (await post(path, fields)).json()).toMatchObject({ code: 200 });
      const message = sim.simulator.inbox.latest()!;
      return message.arrivesAt == null ? message.arrivesAt : message.arrivesAt - message.sentAt;
    };
    expect(await arrivals('whatsapp-undelivered', { name: 'A', phone: '62812', country: 'ID', email: 'a@b.co' }, '/api/submit_votes')).toBe(
      null,
    );
    expect(await arrivals('email-delayed', { phone: '62813', country: 'ID', email: 'a@b.co' }, '/api/otp')).toBe(30_000);
    expect(await arrivals('email-delayed', { name: 'A', phone: '62814', country: 'ID', email: 'a@b.co' }, '/api/submit_votes')).toBe(0);
  });

  it('otp-error: check_otp fails at the transport level', async () => {
    sim.setScenario('otp-error');
    await expect(post('/api/check_otp', { phone: '62811', otp: '424242' })).rejects.toThrow(TypeError);
    // Other calls still work.
    expect((await post('/api/submit_votes', { name: 'A', phone: '62811', country: 'ID', email: 'a@b.co' })).status).toBe(200);
  });

  it('otp-stalled and submit-stalled: headers and the start of the body, then nothing more', async () => {
    for (const [scenario, path] of [
      ['otp-stalled', '/api/check_otp'],
      ['submit-stalled', '/api/submit_votes'],
    ] as const) {
      sim.setScenario(scenario);
      const response = await post(path, { phone: '62811' });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe('{"status":');
      // Anything the simulator had left to send would come within a few event-loop turns.
      const next = await Promise.race([reader.read().then(() => 'more'), new Promise((resolve) => setTimeout(resolve, 20, 'nothing'))]);
      expect(next).toBe('nothing');
      void reader.cancel().catch(() => undefined);
    }
    // The other vote calls still answer.
    expect((await post('/api/otp', { phone: '62811', country: 'ID' })).status).toBe(200);
  });

  it('slow: answers wait 1.5 s', async () => {
    sim.setScenario('slow');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      let answered = false;
      const response = get('/api/get_counters').then((answer) => {
        answered = true;
        return answer;
      });
      await vi.advanceTimersByTimeAsync(1_499);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await (await response).json()).toMatchObject({ status: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('large: the server built for the large scenario serves 1,000 nominees', async () => {
    const large = createTestServer({ scenario: 'large' });
    expect(large.simulator.nominees()).toHaveLength(1000);
    expect(large.simulator.seed.judges).toHaveLength(40);
  });
});
