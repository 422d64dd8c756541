import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { createRemoteDataMachine } from '../../machines/remote-data.machine';

describe('remote data machine', () => {
  it('loads, then applies the result after the delay', async () => {
    const clock = new SimulatedClock();
    const load = vi.fn(async (key: string) => `data for ${key}`);
    const actor = createActor(createRemoteDataMachine<string>(), { clock, input: { key: '2024', load, applyDelayMs: 50 } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('applying'));
    expect(actor.getSnapshot().context.data).toBeNull();
    clock.increment(49);
    expect(actor.getSnapshot().matches('applying')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(actor.getSnapshot().context.data).toBe('data for 2024');
  });

  it('loads again when the key changes, and not when it stays', async () => {
    const load = vi.fn(async (key: string) => key.toUpperCase());
    const actor = createActor(createRemoteDataMachine<string>(), { input: { key: 'a', load } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'key.changed', key: 'a' });
    expect(load).toHaveBeenCalledTimes(1);
    actor.send({ type: 'key.changed', key: 'b' });
    expect(actor.getSnapshot().context.data).toBeNull();
    const ready = await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    expect(ready.context.data).toBe('B');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('ends in failed, logged, when loading fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const actor = createActor(createRemoteDataMachine<string>(), { input: { key: 'x', load: () => Promise.reject(new Error('down')) } }).start();
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(failed.context.data).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
