// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { STARTUP_DATA } from '../../src/data/loaders';
import { StatusError } from '../../src/domain/schemas';
import { scriptedData } from './data-support';
import { builtEntries } from '../../machines/data-entry';

afterEach(() => vi.restoreAllMocks());

const startupKeys = [...STARTUP_DATA];

function start(
  script: ReturnType<typeof scriptedData>,
  { built = {}, hydrating }: { built?: Record<string, unknown>; hydrating?: boolean } = {},
) {
  const clock = new SimulatedClock();
  const actor = createActor(script.machine, { clock, input: { entries: builtEntries(built), hydrating } }).start();
  const entry = (key: string) => actor.getSnapshot().context.entries[key];
  return { actor, clock, entry };
}

/** Lets the answers already given reach the machine. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('data machine', () => {
  it('asks for every startup need once, in parallel, and keeps each answer under its key', async () => {
    const script = scriptedData();
    const { entry } = start(script);
    expect(script.requests).toEqual(startupKeys);
    expect(entry('judges')).toEqual({ status: 'loading', data: null });
    script.answer('judges', [{ name: 'Ana' }]);
    await settle();
    expect(entry('judges')).toEqual({ status: 'ready', data: [{ name: 'Ana' }] });
    expect(entry('nomineeCards')?.status).toBe('loading');
  });

  it('fails only the need whose answer is refused (a status other than 1), and says so for developers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const script = scriptedData();
    const { entry } = start(script);
    script.refuse('nomineeCards', new StatusError(0));
    script.answer('websiteData', { menu: [] });
    await settle();
    expect(entry('nomineeCards')).toEqual({ status: 'failed', data: null });
    expect(entry('websiteData')?.status).toBe('ready');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/nomineeCards.*StatusError: Response status 0/));
  });

  it('starts a built page from its answers, asks all the same, and takes the fresh answer or the failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const script = scriptedData();
    const { entry } = start(script, { built: { judges: ['built'], nomineeCards: ['built'] } });
    expect(entry('judges')).toEqual({ status: 'ready', data: ['built'] });
    expect(script.requests).toEqual(startupKeys);
    script.answer('judges', ['fresh']);
    script.refuse('nomineeCards');
    await settle();
    expect(entry('judges')).toEqual({ status: 'ready', data: ['fresh'] });
    // A failure hides what depends on it, as it would have without the built data.
    expect(entry('nomineeCards')).toEqual({ status: 'failed', data: null });
  });

  it('holds what comes while the page hydrates, and applies it once it has', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const script = scriptedData();
    const { actor, entry } = start(script, { built: { judges: ['built'] }, hydrating: true });
    script.answer('judges', ['fresh']);
    script.refuse('partners');
    await settle();
    expect(entry('judges')).toEqual({ status: 'ready', data: ['built'] });
    expect(entry('partners')?.status).toBe('loading');
    actor.send({ type: 'page.hydrated' });
    expect(actor.getSnapshot().matches({ page: 'hydrated' })).toBe(true);
    expect(entry('judges')).toEqual({ status: 'ready', data: ['fresh'] });
    expect(entry('partners')?.status).toBe('failed');
  });

  it("asks for a page's need each time the page does, keeping a ready answer on screen meanwhile", async () => {
    const script = scriptedData();
    const { actor, entry } = start(script);
    actor.send({ type: 'data.needed', needs: [['counters']] });
    expect(entry('counters')?.status).toBe('loading');
    script.answer('counters', { total_votes: 1 });
    await settle();
    actor.send({ type: 'data.needed', needs: [['counters']] });
    expect(entry('counters')).toEqual({ status: 'ready', data: { total_votes: 1 } });
    script.answer('counters', { total_votes: 2 });
    await settle();
    expect(entry('counters')).toEqual({ status: 'ready', data: { total_votes: 2 } });
    expect(script.requests.filter((key) => key === 'counters')).toHaveLength(2);
  });

  it('applies an answer after the delay the page asks for (the winner article: 50 ms), the newest only', async () => {
    const script = scriptedData();
    const { actor, clock, entry } = start(script);
    actor.send({ type: 'data.needed', needs: [['winnerArticle', '2024', 'kaum']], applyDelayMs: 50 });
    script.answer('winnerArticle/2024/kaum', { current: 'kaum' });
    await settle();
    clock.increment(49);
    expect(entry('winnerArticle/2024/kaum')?.status).toBe('loading');
    clock.increment(1);
    expect(entry('winnerArticle/2024/kaum')).toEqual({ status: 'ready', data: { current: 'kaum' } });
  });

  it('drops the answer of a request that a newer one for the same key replaced', async () => {
    const script = scriptedData();
    const { actor, entry } = start(script);
    actor.send({ type: 'data.needed', needs: [['counters']] });
    const first = script.requests.length;
    actor.send({ type: 'data.needed', needs: [['counters']] });
    expect(script.requests.length).toBe(first + 1);
    script.answer('counters', { total_votes: 2 });
    await settle();
    expect(entry('counters')).toEqual({ status: 'ready', data: { total_votes: 2 } });
  });
});
