// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { voteMachine } from '../../machines/vote.machine';
import { loadVoteFlow, saveVoteFlow, VOTE_FLOW_STORAGE_KEY, VOTE_FLOW_STORAGE_VERSION } from '../../machines/vote.persistence';
import { createMemoryStore } from '../../mocks/key-value-store';
import { keepFlowAtForm } from './fixtures';

const storageWith = (value: string | null) => createMemoryStore(value === null ? {} : { [VOTE_FLOW_STORAGE_KEY]: value });

/** A stored flow at the form, as saveVoteFlow writes it. */
function storedAtForm(): Record<string, unknown> {
  const storage = storageWith(null);
  keepFlowAtForm(storage);
  return JSON.parse(storage.getItem(VOTE_FLOW_STORAGE_KEY) ?? 'null') as Record<string, unknown>;
}

describe('the stored vote flow', () => {
  it('is written for this tab only, with its version, and read back', () => {
    const stored = storedAtForm();
    expect(stored.version).toBe(VOTE_FLOW_STORAGE_VERSION);
    const restored = createActor(voteMachine, { snapshot: loadVoteFlow(storageWith(JSON.stringify(stored))) }).start();
    expect(restored.getSnapshot().matches({ form: 'editing' })).toBe(true);
    expect(restored.getSnapshot().context.form.fullName).toBe('Ana');
  });

  it('is not written while nothing is chosen or typed, and removed when the flow is back there', () => {
    const storage = storageWith('{"stale":true}');
    const actor = createActor(voteMachine).start();
    saveVoteFlow(storage, actor);
    expect(storage.getItem(VOTE_FLOW_STORAGE_KEY)).toBeNull();
  });

  it("gives a kept countdown the seconds left now, not those of the flow's last save", () => {
    const valid = storedAtForm();
    const snapshot = valid.snapshot as Record<string, unknown>;
    const expiresAt = Date.now() + 100_000;
    const countdown = { src: 'otpCountdown', snapshot: { status: 'active', value: 'running', context: { expiresAt, secondsLeft: 180 } } };
    const loaded = loadVoteFlow(storageWith(JSON.stringify({ ...valid, snapshot: { ...snapshot, children: { countdown } } })));
    const child = (loaded as unknown as { children: Record<string, { snapshot: { context: { secondsLeft: number } } }> }).children
      .countdown;
    expect(child?.snapshot.context.secondsLeft).toBe(100);
  });

  it('starts afresh on anything odd instead of failing', () => {
    const valid = storedAtForm();
    const snapshot = valid.snapshot as Record<string, unknown>;
    const context = snapshot.context as Record<string, unknown>;
    const odd = [
      null,
      'not json',
      '[]',
      JSON.stringify({ ...valid, version: VOTE_FLOW_STORAGE_VERSION - 1 }),
      JSON.stringify({ ...valid, snapshot: { ...snapshot, value: 'nowhere' } }),
      JSON.stringify({ ...valid, snapshot: { ...snapshot, value: { form: 'elsewhere' } } }),
      JSON.stringify({ ...valid, snapshot: { ...snapshot, status: 'done' } }),
      JSON.stringify({ ...valid, snapshot: { ...snapshot, context: { ...context, selected: 'n1' } } }),
      JSON.stringify({ ...valid, snapshot: { ...snapshot, context: { ...context, form: null } } }),
      JSON.stringify({ ...valid, snapshot: { ...snapshot, context: { ...context, codeExpiresAt: 'soon' } } }),
      JSON.stringify({ ...valid, snapshot: { ...snapshot, context: { ...context, proposed: 7 } } }),
      JSON.stringify({
        ...valid,
        snapshot: { ...snapshot, children: { countdown: { src: 'otpCountdown', snapshot: { value: 'x', context: {} } } } },
      }),
    ];
    for (const value of odd) expect(loadVoteFlow(storageWith(value)), String(value)).toBeUndefined();
  });

  it('survives a storage that refuses to be written', () => {
    const actor = createActor(voteMachine).start();
    actor.send({ type: 'nominee.toggled', id: 'n1' });
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveVoteFlow(full, actor)).not.toThrow();
  });
});
