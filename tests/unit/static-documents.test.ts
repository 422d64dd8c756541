// @vitest-environment node
/** The static JSON files read in either shape: bare (docs/requirements.md#calls), or wrapped as a back-end answer. */
import { describe, expect, it } from 'vitest';
import { createApi } from '../../src/data/calls';
import type { ApiClient } from '../../src/data/client';
import { StatusError } from '../../src/domain/schemas';
import { winnersWithGroupOnItems } from '../../mocks/handlers/static';
import { createSeedData } from '../../mocks/data/seed';
import { groupPlainWinners } from '../../src/features/awards/winners-grouping';

const article = { _id: 'a', slug: 'kaum', name: 'Kaum', location: 'jakarta', images: ['/k.jpg'] };
const video = { title: 'The night', video_url: 'https://www.youtube.com/embed/abcdefghijk' };
const sponsor = { name: 'Sponsor', image: '/s.svg', url: '', position: 1 };
const winners = { jakarta: { '1': { 'Best Bar': [{ title: 'Kaum', url: '/winner/2024/article/kaum' }] } } };
const about = { content: '<p>About</p>', youtube_url: [] };

/** An API whose static files answer `body(document)` for each document. */
function apiAnswering(body: (document: unknown) => unknown) {
  const files: Record<string, unknown> = {
    '/assets/json/winner_new_2024.json': [article],
    '/assets/json/videos.json': [video],
    '/assets/json/sponsor_new_2024.json': [sponsor],
    '/assets/json/winner_2023.json': winners,
    '/assets/json/about.json': about,
  };
  const client: ApiClient = {
    getBackend: () => Promise.reject(new Error('not used')),
    postForm: () => Promise.reject(new Error('not used')),
    getStatic: async (path) => body(files[path]),
    getFile: () => Promise.reject(new Error('not used')),
  };
  return createApi(client);
}

describe('static JSON', () => {
  it.each([
    ['bare', (document: unknown) => document],
    ['wrapped as {status: 1, data}', (document: unknown) => ({ status: 1, data: document })],
    ['wrapped, status as a string', (document: unknown) => ({ status: '1', data: document })],
  ])('reads every file %s', async (_, shape) => {
    const api = apiAnswering(shape);
    expect((await api.getDocument('awardsWinnerArticles', '2024')).map((item) => item.name)).toEqual(['Kaum']);
    expect(await api.getDocument('videos')).toEqual([video]);
    expect((await api.getDocument('sponsorsByYear', '2024')).map((item) => item.name)).toEqual(['Sponsor']);
    expect(Object.keys(await api.getDocument('plainWinners', '2023'))).toEqual(['jakarta']);
    expect((await api.getDocument('about')).content).toBe('<p>About</p>');
  });

  it('reads winner_{year}.json in both readings of docs/requirements.md#data: a group level, or the group on each winner', async () => {
    const seeded = Object.values(createSeedData().documents.plainWinners)[0];
    const onItems = winnersWithGroupOnItems(seeded);
    expect(JSON.stringify(onItems)).toContain('"group":2');
    const groupLevel = await apiAnswering(() => seeded).getDocument('plainWinners', '2023');
    const groupOnItems = await apiAnswering(() => onItems).getDocument('plainWinners', '2023');
    // The same page: an empty group of the one reading is no group in the other.
    expect(groupPlainWinners(groupOnItems)).toEqual(groupPlainWinners(groupLevel));
    expect(Object.values(groupLevel).some((city) => city['2'] !== undefined)).toBe(true);
    // The spec's words, written out: a readers' choice winner beside a normal one, the group as a number or a string.
    const written = {
      bali: {
        'Best Bar': [
          { title: 'A', url: '', group: 1 },
          { title: 'B', url: '', group: '2' },
          { title: 'C', url: '' },
        ],
      },
    };
    expect(await apiAnswering(() => written).getDocument('plainWinners', '2023')).toEqual({
      bali: {
        '1': {
          'Best Bar': [
            { title: 'A', url: '' },
            { title: 'C', url: '' },
          ],
        },
        '2': { 'Best Bar': [{ title: 'B', url: '' }] },
      },
    });
  });

  it('a wrapped file whose status is not 1 is a failure, as a back-end answer would be', async () => {
    const api = apiAnswering((document) => ({ status: 0, data: document }));
    await expect(api.getDocument('awardsWinnerArticles', '2024')).rejects.toBeInstanceOf(StatusError);
    await expect(api.getDocument('about')).rejects.toBeInstanceOf(StatusError);
  });
});
