/**
 * The vote flow kept across reloads and discarded tabs, the XState way: the
 * actor's persisted snapshot, restored with `createActor(voteMachine, { snapshot })`
 * and then sent `flow.resumed` (docs/decisions/011).
 *
 * It holds personal data (name, e-mail, phone), so it lives in this tab's
 * sessionStorage only: gone when the tab closes, never sent anywhere, removed
 * when the visitor starts over. The digits typed are never kept, nor a snapshot
 * taken while an answer is awaited (restoring it would send the call again): the
 * last settled one stays.
 */
import type { Actor, Snapshot, SnapshotFrom } from 'xstate';
import { emptyDigits } from '../src/domain/vote-form';
import { isRecord } from '../src/domain/protocol';
import { otpCountdownMachine, secondsUntil } from './otp-countdown.machine';
import { siteClock } from './site-clock';
import { AWAITING_TAG, voteMachine } from './vote.machine';

export const VOTE_FLOW_STORAGE_KEY = 'vote.flow';
/** Raised whenever the machine's states or context change shape: older stored flows are then ignored. */
export const VOTE_FLOW_STORAGE_VERSION = 3;

export type FlowStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type VoteSnapshot = SnapshotFrom<typeof voteMachine>;

interface StoredFlow {
  version: number;
  snapshot: Record<string, unknown>;
}

/** Nothing chosen, nothing typed, no receipt: there is nothing worth keeping. */
function isUntouched(snapshot: VoteSnapshot): boolean {
  const { selected, form } = snapshot.context;
  return snapshot.matches('selecting') && selected.length === 0 && form.fullName === '' && form.email === '' && form.phone === '';
}

/** Keeps the flow's current state in `storage`, as described above. Storage errors (quota, privacy modes) are ignored. */
export function saveVoteFlow(storage: FlowStorage, actor: Actor<typeof voteMachine>): void {
  const snapshot = actor.getSnapshot();
  if (snapshot.hasTag(AWAITING_TAG)) return;
  try {
    if (isUntouched(snapshot)) {
      storage.removeItem(VOTE_FLOW_STORAGE_KEY);
      return;
    }
    const persisted = actor.getPersistedSnapshot() as unknown as Record<string, unknown> & { context: VoteSnapshot['context'] };
    const stored: StoredFlow = {
      version: VOTE_FLOW_STORAGE_VERSION,
      snapshot: { ...persisted, context: { ...persisted.context, digits: emptyDigits() } },
    };
    storage.setItem(VOTE_FLOW_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // Without storage the flow still works; it just does not survive a reload.
  }
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const areNumbers = (record: Record<string, unknown>, keys: readonly string[]) => keys.every((key) => Number.isFinite(record[key]));

/** The context fields the views and rules read, with the types they expect. */
function isVoteContext(value: unknown): boolean {
  if (!isRecord(value) || !isRecord(value.form)) return false;
  const { form } = value;
  return (
    isStringList(value.selected) &&
    isStringList(value.votedFor) &&
    isStringList(value.digits) &&
    ['fullName', 'email', 'phone', 'country'].every((key) => typeof form[key] === 'string') &&
    areNumbers(value, ['codeExpiresAt', 'resendAvailableAt', 'emailAvailableAt']) &&
    typeof value.prizeCode === 'string' &&
    (value.proposed === null || typeof value.proposed === 'string') &&
    (value.codeChannel === 'whatsapp' || value.codeChannel === 'email')
  );
}

/** The flow's only persisted child is the code's countdown. */
function isCountdownChild(value: unknown): boolean {
  if (!isRecord(value) || value.src !== 'otpCountdown' || !isRecord(value.snapshot)) return false;
  const { context } = value.snapshot;
  if (!isRecord(context) || !areNumbers(context, ['expiresAt', 'secondsLeft'])) return false;
  otpCountdownMachine.resolveState({ value: value.snapshot.value as never, context: context as never });
  return true;
}

/**
 * A countdown's seconds as they are now: the flow is saved when its own state changes, not at each
 * of the countdown's ticks, so the stored seconds are those of the last save, and the first render
 * of a restored flow would show them until the countdown's next tick.
 */
function withSecondsNow(child: unknown): unknown {
  const { snapshot } = child as { snapshot: { context: { expiresAt: number; secondsLeft: number } } };
  const context = { ...snapshot.context, secondsLeft: secondsUntil(snapshot.context.expiresAt, siteClock.now()) };
  return { ...(child as object), snapshot: { ...snapshot, context } };
}

/**
 * The stored flow as a snapshot to restore, or undefined to start afresh: nothing
 * stored, another version, or anything the machine would not accept.
 */
export function loadVoteFlow(storage: FlowStorage): Snapshot<unknown> | undefined {
  try {
    const stored: unknown = JSON.parse(storage.getItem(VOTE_FLOW_STORAGE_KEY) ?? 'null');
    if (!isRecord(stored) || stored.version !== VOTE_FLOW_STORAGE_VERSION || !isRecord(stored.snapshot)) return undefined;
    const { snapshot } = stored;
    if (snapshot.status !== 'active' || !isVoteContext(snapshot.context)) return undefined;
    if (!isRecord(snapshot.children) || !Object.values(snapshot.children).every(isCountdownChild)) return undefined;
    // resolveState throws on a state value the machine does not have.
    voteMachine.resolveState({ value: snapshot.value as never, context: snapshot.context as never });
    return {
      ...snapshot,
      children: Object.fromEntries(Object.entries(snapshot.children).map(([id, child]) => [id, withSecondsNow(child)])),
    } as unknown as Snapshot<unknown>;
  } catch {
    return undefined;
  }
}
