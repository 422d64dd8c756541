/**
 * The static documents are declared once (src/domain/documents.ts): the API client's one call, the
 * loaders and the simulator's one handler read every document from its declaration and the seed.
 * docs/architecture.md#adding-a-page-with-data walks through a page that adds one; the last test
 * here is that walk's data, a document the code has never seen.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/data/client';
import { createApi } from '../../src/data/calls';
import { STATIC_DOCUMENTS, type DocumentName } from '../../src/domain/documents';
import { createTestServer } from '../../mocks/node';

vi.mock('../../src/domain/documents', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/domain/documents')>();
  const v = await import('valibot');
  const { parse } = await import('../../src/domain/schemas');
  /** The worked example's document, as a developer would add it to src/domain/documents.ts. */
  const press = {
    address: () => '/assets/json/press.json',
    read: (document: unknown) => parse(v.object({ headline: v.string() }), document, 'press is not an object'),
  };
  return { ...original, STATIC_DOCUMENTS: { ...original.STATIC_DOCUMENTS, press } };
});

const sim = createTestServer();
const api = createApi(createApiClient({ baseUrl: '', token: 'simulator', staticRetryDelayMs: 1 }));
const DECLARED = (Object.keys(STATIC_DOCUMENTS) as DocumentName[]).filter((name) => (name as string) !== 'press');

beforeAll(() => sim.server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => sim.simulator.reset());
afterAll(() => sim.server.close());

/** Every value a document is seeded under: none for a document of one address, else each year. */
function seededValues(name: DocumentName): string[][] {
  const seeded: unknown = sim.simulator.seed.documents[name];
  return STATIC_DOCUMENTS[name].address.length === 0 ? [[]] : Object.keys(seeded as object).map((value) => [value]);
}

describe('the static documents', () => {
  it.each(DECLARED)('%s: every seeded copy is served at its address and read back by name', async (name) => {
    const valuesList = seededValues(name);
    expect(valuesList.length).toBeGreaterThan(0);
    for (const values of valuesList) {
      const seeded: unknown =
        values.length === 0
          ? sim.simulator.seed.documents[name]
          : (sim.simulator.seed.documents[name] as Record<string, unknown>)[values[0]!];
      const getDocument = api.getDocument as (name: DocumentName, ...values: string[]) => Promise<unknown>;
      await expect(getDocument(name, ...values)).resolves.toEqual((STATIC_DOCUMENTS[name].read as (document: unknown) => unknown)(seeded));
    }
  });

  it('a year that is not one rejects with no request made', async () => {
    await expect(api.getDocument('plainWinners', 'latest')).rejects.toThrow('not a year: latest');
    await expect(api.getDocument('awardsWinnerArticles', '../about')).rejects.toThrow('not a year');
  });

  it('a year with no document is a failure (404), not an empty page', async () => {
    await expect(api.getDocument('sponsorsByYear', '1999')).rejects.toThrow();
  });

  it('their addresses are written in src/domain/documents.ts alone', () => {
    const root = join(import.meta.dirname, '../..');
    const sourceFiles = (folder: string): string[] =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx|mjs)$/.test(file))
        .map((file) => join(folder, file));
    const writers = ['src', 'mocks', 'builder', 'tools', 'deploy']
      .flatMap(sourceFiles)
      .filter((file) => /\/assets\/json\/\w+(\.json|\$\{)/.test(readFileSync(join(root, file), 'utf8')));
    expect(writers.map((file) => relative('.', file))).toEqual(['src/domain/documents.ts']);
  });
});

describe('a page with data, worked example: a document declared and seeded, nothing else', () => {
  beforeEach(() => {
    (sim.simulator.seed.documents as Record<string, unknown>).press = { headline: 'Kaum tops the list' };
  });

  it('is served by the simulator and read by the client', async () => {
    const getDocument = api.getDocument as (name: string) => Promise<unknown>;
    await expect(getDocument('press')).resolves.toEqual({ headline: 'Kaum tops the list' });
  });

  it('is loaded by its name, as a route’s `data` asks for it', async () => {
    const { loadData } = await import('../../src/data/loaders');
    const loadByName = loadData as (need: readonly [string]) => Promise<unknown>;
    await expect(loadByName(['press'])).resolves.toEqual({ headline: 'Kaum tops the list' });
  });

  it('a seeded copy of the wrong shape fails as any odd answer does', async () => {
    (sim.simulator.seed.documents as Record<string, unknown>).press = { headline: 7 };
    const getDocument = api.getDocument as (name: string) => Promise<unknown>;
    await expect(getDocument('press')).rejects.toThrow('press is not an object');
  });
});
