/**
 * The vote flow's paths, for the machine charts page (/__machines): one shortest
 * path of events to each atomic state of machines/vote.machine.ts, computed with
 * @xstate/graph from the events a visitor and the world can produce. The
 * visitor's are the screen's events (valid form values, one nominee, a six-digit
 * code); the world's are the invoked calls' answers and failures and the delayed
 * events, read from the machine's state nodes. A state is told apart by its
 * value and by what the guards read (a selection, the invalid fields, the
 * digits typed), so the traversal reaches the guarded states and stays finite.
 *
 * The transient `otp.code.complete` (it resolves at once through `always`) is
 * never a settled state, so it has no path.
 */
import { getShortestPaths } from '@xstate/graph';
import { getStateNodes, type ActorLogic, type AnyStateNode, type EventObject, type SnapshotFrom } from 'xstate';
import { voteMachine, type VoteEvent } from '#machines/vote.machine';
import { CODE_LIFETIME_SECONDS, VOTE_STATUS } from '#src/domain/protocol';
import type { CheckOtpResult, CodeRequestResult } from '#src/domain/types';
import { DEFAULT_AREA_CODE, invalidFields, OTP_LENGTH, type VoterField } from '#src/domain/vote-form';
import { actorEventLabel, allNodes, delayLabel } from './statechart/model';

type VoteSnapshot = SnapshotFrom<typeof voteMachine>;

/** An event the machine takes from its invoked calls or its timers: not one of VoteEvent. */
interface WorldEvent extends EventObject {
  output?: unknown;
  error?: unknown;
}

type FlowEvent = VoteEvent | WorldEvent;

/** One event of a path, with the words the page shows for it. */
export interface VotePathStep {
  event: FlowEvent;
  label: string;
}

/** The events that lead from the start to a state, as objects (to replay them) and in words. */
export interface VotePathPlan {
  stateId: string;
  steps: VotePathStep[];
}

/** A row of the page's table: a state node id and the events that lead there, in order. */
export interface VotePath {
  stateId: string;
  events: string[];
}

const VISITOR: Record<VoterField, string> = { fullName: 'Ana Wijaya', email: 'ana@example.com', phone: '81234567890' };
const NOMINEE_ID = 'n1';
const OTHER_NOMINEE_ID = 'n2';
const CODE = '123456';

const CODE_ANSWERS: readonly CodeRequestResult[] = [
  { code: VOTE_STATUS.ok, timeout: CODE_LIFETIME_SECONDS },
  { code: VOTE_STATUS.alreadyVoted, timeout: 0 },
];
const CHECK_ANSWERS: readonly CheckOtpResult[] = [
  { status: VOTE_STATUS.success, data: { code: 'EXQ25-AAAA-BBBB' } },
  { status: VOTE_STATUS.locked, data: null },
  { status: VOTE_STATUS.wrongCode, data: null },
];

/** What each called actor (by its `src`) may answer. The countdown is not a call: it neither answers nor fails. */
const ANSWERS: Partial<Record<string, readonly (CodeRequestResult | CheckOtpResult)[]>> = {
  submitVotes: CODE_ANSWERS,
  requestCode: CODE_ANSWERS,
  checkOtp: CHECK_ANSWERS,
};

const answerLabel = (answer: CodeRequestResult | CheckOtpResult) => ('code' in answer ? `code ${answer.code}` : `status ${answer.status}`);

/**
 * What a visitor can do on the screen. `whatsapp.cooldownStarted` is not here: the machine raises it
 * itself when the e-mail link is used.
 */
function visitorSteps(snapshot: VoteSnapshot): VotePathStep[] {
  const nextBox = snapshot.context.digits.indexOf('');
  const events: VoteEvent[] = [
    { type: 'nominee.toggled', id: NOMINEE_ID },
    // A "Vote for …" link (another venue than the one toggled, so a proposal is told apart).
    { type: 'nominee.preselected', id: OTHER_NOMINEE_ID },
    { type: 'preselection.accepted' },
    { type: 'preselection.declined' },
    { type: 'form.opened' },
    { type: 'form.closed' },
    ...(Object.keys(VISITOR) as VoterField[]).map((field) => ({ type: 'field.changed' as const, field, value: VISITOR[field] })),
    { type: 'areaCode.changed', country: DEFAULT_AREA_CODE },
    { type: 'form.submitted' },
    // The boxes advance by themselves: the next digit goes into the first empty box.
    ...(nextBox >= 0 ? [{ type: 'otp.digitEntered' as const, index: nextBox, value: CODE.charAt(nextBox) }] : []),
    { type: 'otp.pasted', text: CODE },
    { type: 'otp.resendRequested' },
    { type: 'otp.emailResendRequested' },
    { type: 'otp.numberChangeRequested' },
    { type: 'flow.resumed' },
    { type: 'flow.restarted' },
  ];
  return events.map((event) => ({ event, label: event.type === 'field.changed' ? `${event.type} (${event.field})` : event.type }));
}

/** What the world can do while a state node is active: answer or fail its calls, fire its delays. */
function worldSteps(node: AnyStateNode): VotePathStep[] {
  const steps: VotePathStep[] = [];
  for (const invoke of node.invoke) {
    const answers = ANSWERS[String(invoke.src)];
    if (!answers) continue;
    const done = `xstate.done.actor.${invoke.id}`;
    const error = `xstate.error.actor.${invoke.id}`;
    for (const output of answers)
      steps.push({ event: { type: done, output }, label: `${actorEventLabel(node, done)} (${answerLabel(output)})` });
    steps.push({ event: { type: error, error: new TypeError('Failed to fetch') }, label: actorEventLabel(node, error) ?? error });
  }
  for (const after of node.after) steps.push({ event: { type: after.eventType }, label: delayLabel(voteMachine, after.delay) });
  return steps;
}

/**
 * The digits typed so far while the code is being entered; null elsewhere, where they matter to no
 * guard (every way back into `entering` clears them).
 */
function digitsTyped(snapshot: VoteSnapshot): number | null {
  return snapshot.matches({ otp: { code: 'entering' } }) ? snapshot.context.digits.filter((digit) => digit !== '').length : null;
}

/** The state as far as the flow's guards can tell: its value, a selection, a proposal, the invalid fields, the digits typed. */
function serializeState(snapshot: VoteSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    selection: context.selected.length > 0,
    proposal: context.proposed !== null,
    invalid: invalidFields(context.form),
    digits: digitsTyped(snapshot),
  });
}

const activeNodes = (snapshot: VoteSnapshot) => getStateNodes(voteMachine.root, snapshot.value);

/** One shortest path to each reachable atomic state, in the order of the machine's definition. */
export function voteFlowPlans(): VotePathPlan[] {
  const worldByNode = new Map(allNodes(voteMachine.root).map((node) => [node.id, worldSteps(node)]));
  const labels = new Map<FlowEvent, string>();
  const stepsOf = (snapshot: VoteSnapshot) => {
    // A code begun is typed to the end, nothing in between. Whatever else could happen meanwhile
    // leaves the digits alone (the other regions, their answers and delays) or ends where it would
    // from an empty code (a paste, Change number): this loses no state, only orderings, and halves
    // the traversal.
    const typed = digitsTyped(snapshot) ?? 0;
    if (typed > 0 && typed < OTP_LENGTH) return visitorSteps(snapshot).filter(({ event }) => event.type === 'otp.digitEntered');
    // Only what the active states take: an event no active state has a transition for changes nothing.
    const nodes = activeNodes(snapshot);
    const taken = new Set(nodes.flatMap((node) => [...node.transitions.keys()]));
    return [
      ...visitorSteps(snapshot).filter(({ event }) => taken.has(event.type)),
      ...nodes.flatMap((node) => worldByNode.get(node.id) ?? []),
    ];
  };
  // The traversal also sends the world's events, which VoteEvent does not list; the machine takes them all.
  const logic: ActorLogic<VoteSnapshot, FlowEvent> = voteMachine as ActorLogic<VoteSnapshot, FlowEvent>;
  const paths = getShortestPaths(logic, {
    serializeState,
    events: (snapshot) =>
      stepsOf(snapshot).map(({ event, label }) => {
        labels.set(event, label);
        return event;
      }),
  });

  const shortest = new Map<string, (typeof paths)[number]>();
  for (const path of paths) {
    for (const node of activeNodes(path.state)) {
      const known = shortest.get(node.id);
      if (node.type === 'atomic' && (!known || path.weight < known.weight)) shortest.set(node.id, path);
    }
  }
  return allNodes(voteMachine.root).flatMap((node) => {
    const path = shortest.get(node.id);
    if (!path) return [];
    // The first step of a path is the machine's start (xstate.init); each later step holds the event taken.
    const steps = path.steps.slice(1).map(({ event }) => ({ event, label: labels.get(event) ?? event.type }));
    return [{ stateId: node.id, steps }];
  });
}

/** The rows of the page's table: each reachable atomic state and the events that lead there, in words. */
export function voteFlowPaths(): VotePath[] {
  return voteFlowPlans().map(({ stateId, steps }) => ({ stateId, events: steps.map((step) => step.label) }));
}
