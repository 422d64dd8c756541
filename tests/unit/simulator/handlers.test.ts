// @vitest-environment node
import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckOtpResult, CodeRequestResult, Counters, Envelope, Nominee } from '../../../src/domain/types';
import { createHandlers } from '../../../mocks/handlers';
import { createTestServer } from '../../../mocks/node';

const BASE = 'http://sim.test';
let time = Date.UTC(2026, 5, 1, 8, 0, 0);
let nextCode = 100000;
const sim = createTestServer({ now: () => time, random: () => String(nextCode++) });
const { server, simulator } = sim;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  simulator.reset();
  time = Date.UTC(2026, 5, 1, 8, 0, 0);
});
afterAll(() => server.close());

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE}${path}`, { headers: { 'Content-Type': 'application/json', token: 'simulator' } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

async function postForm<T = CodeRequestResult>(path: string, fields: Record<string, string>): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', token: 'simulator' },
    body: new URLSearchParams(fields),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const VOTER = { name: 'Budi Santoso', phone: '6281299998888', country: 'ID', email: 'budi@example.com' };

describe('data lists', () => {
  it('serves the enveloped lists', async () => {
    expect((await getJson<Envelope<Nominee[]>>('/api/get_nominees')).data).toHaveLength(simulator.seed.nominees.length);
    expect((await getJson<Envelope<unknown>>('/api/get_judges')).data).toEqual(simulator.seed.judges);
    expect((await getJson<Envelope<unknown>>('/api/get_sponsors')).data).toEqual(simulator.seed.sponsors);
    expect((await getJson<Envelope<unknown>>('/api/get_partners')).data).toEqual(simulator.seed.partners);
    expect((await getJson<Envelope<unknown>>('/api/get_publications')).data).toEqual(simulator.seed.publications);
    const website = await getJson<Envelope<{ schedule_time: number }>>('/api/get_website_data');
    expect(website.status).toBe(1);
    expect(website.data.schedule_time).toBe(simulator.websiteData().schedule_time);
    expect(website.data.schedule_time).toBeGreaterThan(time);
  });

  it('matches any origin', async () => {
    const response = await fetch('https://api.elsewhere.example/api/get_counters');
    expect(await response.json()).toEqual({ status: 1, data: simulator.seed.counters });
  });

  it('serves section winners by year', async () => {
    const past = await getJson<Envelope<Record<string, Nominee[]>>>('/api/get_winner?year=2024');
    expect(Object.keys(past.data)).toEqual(['2024']);
    expect(past.data['2024']).toHaveLength(30);
    const current = await getJson<Envelope<Record<string, Nominee[]>>>('/api/get_winner?year=2025');
    expect(current.data['2025']).toHaveLength(simulator.seed.nominees.length);
    expect(await getJson<unknown>('/api/get_winner?year=2017')).toEqual({ status: 1, data: {} });
    expect(await getJson<unknown>('/api/get_winner')).toEqual({ status: 1, data: {} });
  });

  it('finds one nominee by slug', async () => {
    const first = simulator.seed.nominees[0]!;
    expect(await postForm<unknown>('/api/get_nominee', { slug: first.slug })).toEqual({ status: 1, data: first });
    expect(await postForm<unknown>('/api/get_nominee', { slug: 'nope' })).toEqual({ status: 0, data: null });
  });
});

describe('the vote flow', () => {
  it('request, receive by WhatsApp, confirm, count', async () => {
    const nominees = (await getJson<Envelope<Nominee[]>>('/api/get_nominees')).data;
    const chosen = [nominees[0]!._id, nominees[7]!._id];
    const before = (await getJson<Envelope<Counters>>('/api/get_counters')).data;

    expect(await postForm('/api/submit_votes', VOTER)).toEqual({ code: 200, timeout: 180 });
    const message = simulator.inbox.latest(VOTER.phone)!;
    expect(message).toMatchObject({ channel: 'WhatsApp', code: '100000' });

    const wrong = await postForm<CheckOtpResult>('/api/check_otp', { ...VOTER, data_submit: JSON.stringify(chosen), otp: '000000' });
    expect(wrong).toEqual({ status: 400, data: null });

    const right = await postForm<CheckOtpResult>('/api/check_otp', { ...VOTER, data_submit: JSON.stringify(chosen), otp: message.code });
    expect(right.status).toBe(1);
    expect(right.data?.code).toMatch(/^EXQ25-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);

    const after = (await getJson<Envelope<Counters>>('/api/get_counters')).data;
    expect(after.total_voters).toBe(before.total_voters + 1);
    expect(after.total_votes).toBe(before.total_votes + 2);
    const updated = (await getJson<Envelope<Nominee[]>>('/api/get_nominees')).data;
    expect(updated[0]!.votes).toBe(nominees[0]!.votes + 1);
    expect(updated[7]!.votes).toBe(nominees[7]!.votes + 1);

    expect(await postForm('/api/submit_votes', VOTER)).toEqual({ code: 409, timeout: 0 });
  });

  it('answers a repeated right code with the same success, counted once (an answer lost on the way)', async () => {
    const chosen = [(await getJson<Envelope<Nominee[]>>('/api/get_nominees')).data[0]!._id];
    await postForm('/api/submit_votes', VOTER);
    const code = simulator.inbox.latest(VOTER.phone)!.code;
    const check = { ...VOTER, data_submit: JSON.stringify(chosen), otp: code };
    const first = await postForm<CheckOtpResult>('/api/check_otp', check);
    const counted = (await getJson<Envelope<Counters>>('/api/get_counters')).data;
    const again = await postForm<CheckOtpResult>('/api/check_otp', check);
    expect(first.status).toBe(1);
    expect(again).toEqual(first);
    expect((await getJson<Envelope<Counters>>('/api/get_counters')).data).toEqual(counted);
    expect(await postForm<CheckOtpResult>('/api/check_otp', { ...check, otp: '000000' })).toEqual({ status: 409, data: null });
  });

  it('resends by WhatsApp and e-mail with a shared cooldown', async () => {
    await postForm('/api/submit_votes', VOTER);
    expect(await postForm('/api/otp', { phone: VOTER.phone, country: 'ID' })).toEqual({ code: 200, timeout: 180 });
    time += 60_000;
    expect(await postForm('/api/otp', { phone: VOTER.phone, country: 'ID', email: VOTER.email })).toEqual({ code: 429, timeout: 180 });
    time += 180_000;
    expect(await postForm('/api/otp', { phone: VOTER.phone, country: 'ID', email: VOTER.email })).toEqual({ code: 200, timeout: 180 });
    expect(simulator.inbox.messages().map((m) => m.channel)).toEqual(['E-mail', 'WhatsApp', 'WhatsApp']);
    expect(simulator.inbox.latest()?.recipient).toBe(VOTER.email);
  });

  it('locks after five wrong codes', async () => {
    await postForm('/api/submit_votes', VOTER);
    const fields = { ...VOTER, data_submit: JSON.stringify([simulator.seed.nominees[0]!._id]) };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postForm<CheckOtpResult>('/api/check_otp', { ...fields, otp: '999999' })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 406, 406]);
  });

  it('rejects a missing field or a bad selection', async () => {
    expect(await postForm('/api/submit_votes', { phone: VOTER.phone })).toEqual({ code: 422, timeout: 0 });
    await postForm('/api/submit_votes', VOTER);
    expect(await postForm<CheckOtpResult>('/api/check_otp', { ...VOTER, data_submit: '[1,', otp: '100000' })).toEqual({
      status: 422,
      data: null,
    });
  });
});

describe('static JSON', () => {
  it('serves the yearly documents without an envelope, 404 for unknown years', async () => {
    expect(await getJson<unknown>('/assets/json/winner_2019.json')).toEqual(simulator.seed.documents.plainWinners['2019']);
    expect(await getJson<unknown[]>('/assets/json/winner_new_2024.json')).toHaveLength(20);
    expect(await getJson<unknown>('/assets/json/sponsor_new_2024.json')).toEqual(simulator.seed.documents.sponsorsByYear['2024']);
    expect(await getJson<unknown>('/assets/json/videos.json')).toEqual(simulator.seed.documents.videos);
    expect(await getJson<unknown>('/assets/json/about.json')).toEqual(simulator.seed.documents.about);
    for (const file of ['winner_2020.json', 'winner_new_2019.json', 'sponsor_new_2018.json', 'nothing.json']) {
      expect((await fetch(`${BASE}/assets/json/${file}`)).status).toBe(404);
    }
  });
});

describe('images', () => {
  it('serves cacheable SVG drawings labelled from the seed', async () => {
    const sponsor = simulator.seed.sponsors[0]!;
    const response = await fetch(`${BASE}${sponsor.image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await response.text();
    expect(svg).toContain(sponsor.name);
    expect(svg.startsWith('<svg')).toBe(true);
    // A photo kind's drawing carries its photo's label.
    const judge = simulator.seed.judges[0]!;
    expect(await (await fetch(`${BASE}${judge.image.replace(/\.jpg$/, '.svg')}`)).text()).toContain(judge.name);
    expect((await fetch(`${BASE}/sim/img/unknown/x.svg`)).status).toBe(404);
  });

  it('draws every logo and brand the data refers to', async () => {
    const urls = [
      simulator.seed.sponsors[0]!.image,
      simulator.seed.partners[0]!.image,
      simulator.seed.publications[0]!.image,
      simulator.seed.nominees.find((n) => n.logo_url)!.logo_url,
    ];
    for (const url of urls) {
      const response = await fetch(`${BASE}${url}`);
      expect(response.status, url).toBe(200);
      expect(await response.text()).toContain('role="img"');
    }
  });

  it('leaves the photos to the server (mocks/photos.ts), as the browser must fetch them', async () => {
    const handlers = createHandlers(simulator, () => 'default');
    const photos = [
      simulator.seed.nominees[3]!.images[0]!,
      simulator.seed.judges[0]!.image,
      simulator.seed.website.banner_home!.image_url,
      simulator.seed.website.votes_page!.body_content[0]!.image,
    ];
    for (const url of photos) {
      expect(url).toMatch(/\.jpg$/);
      expect(await getResponse(handlers, new Request(`${BASE}${url}`)), url).toBeUndefined();
    }
  });
});
