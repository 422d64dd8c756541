// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, getStateNodes, pathToStateValue, type SnapshotFrom } from 'xstate';
import { voteMachine, type VoteContext, type VoteEvent } from '../../machines/vote.machine';
import type { CheckOtpRequest, CheckOtpResult, CodeRequestResult, OtpRequest, VoteRequest } from '../../src/domain/types';
import { voteFlowPaths, voteFlowPlans, type VotePathPlan } from '../../src/features/devtools/vote-paths';
import { VOTE_ENTRY_GUIDE, VOTE_PATH_GUIDE } from '../../src/features/devtools/vote-path-guide';
import { allNodes } from '../../src/features/devtools/statechart/model';
import { SCENARIOS } from '../../mocks/scenarios';
import { restoreWallClock, simulatedWallClock } from './wall-clock';

type VoteSnapshot = SnapshotFrom<typeof voteMachine>;

const plans = voteFlowPlans();
const rows = voteFlowPaths();
const pathTo = (stateId: string) => rows.find((path) => path.stateId === stateId);

afterEach(restoreWallClock);

describe('paths of the vote flow', () => {
  it('has a guide row for every computed path, and a computed path for every guide row', () => {
    expect(Object.keys(VOTE_PATH_GUIDE).sort()).toEqual(plans.map((plan) => plan.stateId).sort());
  });

  it('reaches every atomic state but the transient ones, which resolve at once through `always`', () => {
    const reached = new Set(plans.map((plan) => plan.stateId));
    const unreached = allNodes(voteMachine.root).filter((node) => node.type === 'atomic' && !reached.has(node.id));
    expect(unreached.map((node) => node.id)).toEqual(['vote.otp.code.complete']);
    expect(unreached.every((node) => node.always && node.always.length > 0)).toBe(true);
  });

  it('guides with known scenarios and a few short steps', () => {
    const known = new Set<string>(SCENARIOS.map((scenario) => scenario.name));
    for (const [stateId, guide] of Object.entries(VOTE_PATH_GUIDE)) {
      expect(known.has(guide.scenario), `${stateId}: ${guide.scenario}`).toBe(true);
      expect(guide.steps.length, stateId).toBeGreaterThanOrEqual(2);
      expect(guide.steps.length, stateId).toBeLessThanOrEqual(6);
    }
  });

  it('guides each way in from a "Vote for …" link to a state of the flow, with a known scenario', () => {
    const known = new Set<string>(SCENARIOS.map((scenario) => scenario.name));
    for (const entry of VOTE_ENTRY_GUIDE) {
      expect(known.has(entry.scenario), entry.title).toBe(true);
      expect(Object.keys(VOTE_PATH_GUIDE), entry.title).toContain(entry.reaches);
      expect(entry.steps.length, entry.title).toBeLessThanOrEqual(6);
    }
  });

  it('shows each event in words, one per event of the path', () => {
    for (const plan of plans) expect(pathTo(plan.stateId)?.events).toEqual(plan.steps.map((step) => step.label));
    expect(pathTo('vote.selecting')?.events).toEqual([]);
    expect(pathTo('vote.otp.code.locked')?.events).toContain('done: checkOtp (status 406)');
    expect(pathTo('vote.otp.code.locked')?.events).toContain('done: submitVotes (code 200)');
    expect(pathTo('vote.thankYou')?.events).toContain('form.submitted');
    expect(pathTo('vote.thankYou')?.events.at(-1)).toBe('done: checkOtp (status 1)');
    expect(pathTo('vote.otp.email.available')?.events.at(-1)).toBe('after emailResendDelay');
  });
});

/** Calls that never answer: the path's own done and error events stand for their answers. */
const unanswered = <Output, Input>() => fromPromise<Output, Input>(() => new Promise<Output>(() => undefined));

/** The delay a delayed event waits, as the machine computes it now (from the deadlines in the context). */
function delayOf(eventType: string, context: VoteContext): number {
  const after = allNodes(voteMachine.root)
    .flatMap((node) => node.after)
    .find((candidate) => candidate.eventType === eventType);
  if (!after) throw new Error(`No delayed transition sends ${eventType}`);
  type Delay = number | ((args: { context: VoteContext }) => number);
  const delays = voteMachine.implementations.delays as Record<string, Delay | undefined>;
  const delay: Delay | undefined = typeof after.delay === 'string' ? delays[after.delay] : (after.delay as Delay);
  if (delay === undefined) throw new Error(`No delay named ${String(after.delay)}`);
  return typeof delay === 'number' ? delay : delay({ context });
}

/** Plays a path on a running actor: the visitor's events are sent, answers arrive as events, time passes on the clock. */
function replay(plan: VotePathPlan): VoteSnapshot {
  const wall = simulatedWallClock();
  const machine = voteMachine.provide({
    actors: {
      submitVotes: unanswered<CodeRequestResult, VoteRequest>(),
      requestCode: unanswered<CodeRequestResult, OtpRequest>(),
      checkOtp: unanswered<CheckOtpResult, CheckOtpRequest>(),
    },
    actions: { scrollToTop: () => undefined },
  });
  const actor = createActor(machine, { clock: wall.clock }).start();
  for (const { event } of plan.steps) {
    if (event.type.startsWith('xstate.after.')) wall.advance(delayOf(event.type, actor.getSnapshot().context));
    else actor.send(event as VoteEvent);
  }
  const snapshot = actor.getSnapshot();
  actor.stop();
  return snapshot;
}

describe('paths of the vote flow, replayed', () => {
  it.each(plans.map((plan) => [plan.stateId, plan] as const))('reaches %s', (stateId, plan) => {
    const snapshot = replay(plan);
    const node = voteMachine.getStateNodeById(stateId);
    expect(snapshot.matches(pathToStateValue(node.path) as Parameters<VoteSnapshot['matches']>[0])).toBe(true);
    expect(getStateNodes(voteMachine.root, snapshot.value).map((active) => active.id)).toContain(stateId);
  });

  it('tells a path that falls short', () => {
    const thankYou = plans.find((plan) => plan.stateId === 'vote.thankYou')!;
    const snapshot = replay({ ...thankYou, steps: thankYou.steps.slice(0, -1) });
    expect(snapshot.matches('thankYou')).toBe(false);
    expect(snapshot.matches({ otp: { code: 'checking' } })).toBe(true);
  });
});
