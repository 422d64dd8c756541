import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createRemoteDataMachine, remoteDataLoader, type RemoteDataInput } from '../../machines/remote-data.machine';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A loader whose answers the test gives, key by key, when it chooses. */
function controlledLoader() {
  const waiting = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  const load = vi.fn(
    (key: string) =>
      new Promise<string>((resolve, reject) => {
        waiting.set(key, { resolve, reject });
      }),
  );
  return {
    load,
    answer(key: string, value = `data for ${key}`) {
      waiting.get(key)?.resolve(value);
    },
    fail(key: string, error = new Error('down')) {
      waiting.get(key)?.reject(error);
    },
  };
}

/** Lets every promise already settled run its callbacks (no timer involved). */
async function microtasks(rounds = 10) {
  for (let round = 0; round < rounds; round++) await Promise.resolve();
}

/** A remote-data actor on a simulated clock, its loader given with `provide`. */
function start(load: (key: string) => Promise<string>, input: RemoteDataInput) {
  const clock = new SimulatedClock();
  const machine = createRemoteDataMachine<string>().provide({ actors: { load: remoteDataLoader(load) } });
  const actor = createActor(machine, { clock, input }).start();
  return { actor, clock };
}

describe('remote data machine', () => {
  it('loads with the loader given through provide, then applies the result after the delay', async () => {
    const loader = controlledLoader();
    const { actor, clock } = start(loader.load, { key: '2024', applyDelayMs: 50 });
    expect(loader.load).toHaveBeenCalledWith('2024');
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    loader.answer('2024');
    await waitFor(actor, (snapshot) => snapshot.matches('applying'));
    expect(actor.getSnapshot().context.data).toBeNull();
    clock.increment(49);
    expect(actor.getSnapshot().matches('applying')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.data).toBe('data for 2024');
  });

  it('applies at once with no delay', async () => {
    const { actor, clock } = start(async (key) => key.toUpperCase(), { key: 'a' });
    await waitFor(actor, (snapshot) => snapshot.matches('applying'));
    clock.increment(0);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.data).toBe('A');
  });

  it('fails every key when no loader was provided', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const actor = createActor(createRemoteDataMachine<string>(), { clock: new SimulatedClock(), input: { key: 'x' } }).start();
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(String(failed.context.error)).toContain('no loader provided for x');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('loads again when the key changes, and not when it stays', async () => {
    const loader = controlledLoader();
    const { actor, clock } = start(loader.load, { key: 'a' });
    loader.answer('a');
    await waitFor(actor, (snapshot) => snapshot.matches('applying'));
    clock.increment(0);
    actor.send({ type: 'key.changed', key: 'a' });
    expect(loader.load).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'key.changed', key: 'b' });
    expect(loader.load).toHaveBeenCalledTimes(2);
    expect(loader.load).toHaveBeenLastCalledWith('b');
    expect(actor.getSnapshot().matches('loading')).toBe(true);
  });

  it('clears the data on a new key by default', async () => {
    const loader = controlledLoader();
    const { actor, clock } = start(loader.load, { key: 'a' });
    loader.answer('a');
    await waitFor(actor, (snapshot) => snapshot.matches('applying'));
    clock.increment(0);
    expect(actor.getSnapshot().context.data).toBe('data for a');
    actor.send({ type: 'key.changed', key: 'b' });
    expect(actor.getSnapshot().context.data).toBeNull();
  });

  it('with keepPrevious, keeps the previous data while the next key loads and until it is applied', async () => {
    const loader = controlledLoader();
    const { actor, clock } = start(loader.load, { key: 'a', applyDelayMs: 50, keepPrevious: true });
    loader.answer('a');
    await waitFor(actor, (snapshot) => snapshot.matches('applying'));
    clock.increment(50);
    expect(actor.getSnapshot().context.data).toBe('data for a');

    actor.send({ type: 'key.changed', key: 'b' });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ key: 'b', data: 'data for a' });
    clock.increment(1000);
    expect(actor.getSnapshot().context.data).toBe('data for a');

    loader.answer('b');
    await waitFor(actor, (snapshot) => snapshot.matches('applying'));
    clock.increment(49);
    expect(actor.getSnapshot().context.data).toBe('data for a');
    clock.increment(1);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.data).toBe('data for b');
  });

  it('never applies the answer for a key left while it loaded', async () => {
    const loader = controlledLoader();
    const { actor, clock } = start(loader.load, { key: 'a', keepPrevious: true });
    actor.send({ type: 'key.changed', key: 'b' });
    loader.answer('a');
    await microtasks();
    clock.increment(0);
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.data).toBeNull();
    loader.answer('b');
    await waitFor(actor, (snapshot) => snapshot.matches('applying'));
    clock.increment(0);
    expect(actor.getSnapshot().context.data).toBe('data for b');
  });

  it('with delayChangesOnly, applies the first key at once and delays only a changed key', async () => {
    const { actor, clock } = start(async (key) => key, { key: 'a', applyDelayMs: 50, delayChangesOnly: true, keepPrevious: true });
    await waitFor(actor, (snapshot) => snapshot.matches('applying'));
    clock.increment(0);
    expect(actor.getSnapshot().context.data).toBe('a');
    actor.send({ type: 'key.changed', key: 'b' });
    await waitFor(actor, (snapshot) => snapshot.matches('applying'));
    clock.increment(49);
    expect(actor.getSnapshot().context.data).toBe('a');
    clock.increment(1);
    expect(actor.getSnapshot().context.data).toBe('b');
  });

  it('restarts the apply delay when the key changes again before it is over', async () => {
    const { actor, clock } = start(async (key) => key, { key: 'a', applyDelayMs: 50, keepPrevious: true });
    await waitFor(actor, (snapshot) => snapshot.matches('applying'));
    clock.increment(50);
    actor.send({ type: 'key.changed', key: 'b' });
    await waitFor(actor, (snapshot) => snapshot.matches('applying'));
    clock.increment(30);
    actor.send({ type: 'key.changed', key: 'c' });
    await waitFor(actor, (snapshot) => snapshot.matches('applying'));
    clock.increment(30);
    // b's apply was cancelled: 60 ms after b, a is still shown, c is 20 ms away.
    expect(actor.getSnapshot().context.data).toBe('a');
    clock.increment(20);
    expect(actor.getSnapshot().context).toMatchObject({ key: 'c', data: 'c' });
  });

  it('ends in failed, with no data and the message logged, when loading fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loader = controlledLoader();
    const { actor, clock } = start(loader.load, { key: 'a', keepPrevious: true });
    loader.answer('a');
    await waitFor(actor, (snapshot) => snapshot.matches('applying'));
    clock.increment(0);

    actor.send({ type: 'key.changed', key: 'b' });
    loader.fail('b', new Error('down'));
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    // The previous key's data is not kept for a key that failed.
    expect(failed.context.data).toBeNull();
    expect(failed.context.error).toEqual(new Error('down'));
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe('[data] b not loaded: Error: down');

    // A new key loads again.
    actor.send({ type: 'key.changed', key: 'c' });
    expect(actor.getSnapshot().context.error).toBeNull();
    loader.answer('c');
    await waitFor(actor, (snapshot) => snapshot.matches('applying'));
    clock.increment(0);
    expect(actor.getSnapshot().context.data).toBe('data for c');
  });
});
