// @vitest-environment node
/**
 * The browser tests' code-stage seed (tests/e2e/vote-seed.ts) is written out by hand; here it must
 * be exactly what the vote machine stores after the same walk, and be restored at the code stage.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { voteMachine } from '../../machines/vote.machine';
import { loadVoteFlow, saveVoteFlow, VOTE_FLOW_STORAGE_KEY, VOTE_FLOW_STORAGE_VERSION } from '../../machines/vote.persistence';
import { createMemoryStore } from '../../mocks/key-value-store';
import { LOCATION_ORDER } from '../../src/domain/protocol';
import type { CodeRequestResult, VoteRequest } from '../../src/domain/types';
import { voteRequest } from '../../src/domain/vote-form';
import { codeStageFlow, LISTED_CITIES, SEED_VOTER, submitVotesFields, VOTE_FLOW_KEY, VOTE_FLOW_VERSION } from '../e2e/vote-seed';

const NOW = Date.UTC(2026, 10, 26, 9, 0, 0);

afterEach(() => vi.useRealTimers());

describe("the browser tests' code-stage seed", () => {
  it('is what the machine stores after choosing, filling in the form and a code 200 answer', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const sent: VoteRequest[] = [];
    const machine = voteMachine.provide({
      actors: {
        submitVotes: fromPromise<CodeRequestResult, VoteRequest>(async ({ input }) => {
          sent.push(input);
          return { code: 200, timeout: 180 };
        }),
      },
    });
    const actor = createActor(machine).start();
    for (const id of ['n1', 'n2']) actor.send({ type: 'nominee.toggled', id });
    actor.send({ type: 'form.opened' });
    actor.send({ type: 'field.changed', field: 'fullName', value: SEED_VOTER.fullName });
    actor.send({ type: 'field.changed', field: 'email', value: SEED_VOTER.email });
    actor.send({ type: 'field.changed', field: 'phone', value: SEED_VOTER.phone });
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (snapshot) => snapshot.matches('otp'));
    const storage = createMemoryStore();
    saveVoteFlow(storage, actor);
    actor.stop();

    expect([VOTE_FLOW_KEY, VOTE_FLOW_VERSION]).toEqual([VOTE_FLOW_STORAGE_KEY, VOTE_FLOW_STORAGE_VERSION]);
    expect(JSON.parse(codeStageFlow({ selected: ['n1', 'n2'], answeredAt: NOW, timeoutSeconds: 180 }))).toEqual(
      JSON.parse(storage.getItem(VOTE_FLOW_STORAGE_KEY)!),
    );
    // The seed asks the back end for the code with the fields the form sends.
    expect(sent).toEqual([submitVotesFields()]);
    expect(voteRequest(SEED_VOTER)).toEqual(submitVotesFields());
  });

  it('is restored at the code stage, with its countdown running', () => {
    const storage = createMemoryStore({
      [VOTE_FLOW_STORAGE_KEY]: codeStageFlow({ selected: ['n1'], answeredAt: Date.now(), timeoutSeconds: 180 }),
    });
    const actor = createActor(voteMachine, { snapshot: loadVoteFlow(storage) }).start();
    expect(actor.getSnapshot().matches({ otp: { code: 'entering', email: 'waiting' } })).toBe(true);
    expect(actor.getSnapshot().children.countdown?.getSnapshot().value).toBe('running');
    actor.stop();
  });

  it('chooses among the cities the list shows', () => {
    expect(LISTED_CITIES).toEqual([...LOCATION_ORDER]);
  });
});
