/**
 * Simulator builds only: publishes the vote flow's states and events to the
 * machine charts page (/__machines) in this tab or another, over a
 * BroadcastChannel. Phone numbers and e-mail addresses are masked first.
 */
import { getStateNodes, isMachineSnapshot, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';

export const MACHINES_CHANNEL = 'exquisite-machine-charts';

/** The catalog id of each machine, by the machine's own id. */
const CATALOG_IDS: Record<string, string> = {
  vote: 'vote',
  otpCountdown: 'otp-countdown',
  scheduleCountdown: 'schedule-countdown',
  data: 'data',
};

export interface MachineMessage {
  machine: string;
  states: string[];
  event: Record<string, unknown>;
  at: number;
}

const SENSITIVE_KEY = /phone|email/i;

export function maskText(text: string): string {
  if (text.includes('@')) {
    const [user = '', domain = ''] = text.split('@');
    return `${user.slice(0, 1)}•••@${domain.slice(0, 1)}•••`;
  }
  return text.length <= 2 ? '••' : `${'•'.repeat(text.length - 2)}${text.slice(-2)}`;
}

/** A copy of an event with phone numbers and e-mail addresses masked, at any depth. */
export function maskEvent(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return SENSITIVE_KEY.test(key) ? maskText(value) : value;
  if (Array.isArray(value)) return value.map((item) => maskEvent(item, key));
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const sensitiveField = typeof record.field === 'string' && SENSITIVE_KEY.test(record.field);
    return Object.fromEntries(
      Object.entries(record).map(([entryKey, entry]) => [
        entryKey,
        maskEvent(entry, entryKey === 'value' && sensitiveField ? 'phone' : entryKey),
      ]),
    );
  }
  return value;
}

/**
 * The ids of a snapshot's active state nodes (the root, every active compound
 * or parallel state and the atomic ones), read from its public `value` and
 * `machine` (no private fields).
 */
export function activeStateIds(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set(getStateNodes(snapshot.machine.root, snapshot.value).map((node) => node.id))];
}

export function createMachineInspector(channel: Pick<BroadcastChannel, 'postMessage'> = new BroadcastChannel(MACHINES_CHANNEL)) {
  return (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.snapshot' || !isMachineSnapshot(inspection.snapshot)) return;
    const snapshot = inspection.snapshot;
    const machine = CATALOG_IDS[snapshot.machine.id];
    if (!machine) return;
    const message: MachineMessage = {
      machine,
      states: activeStateIds(snapshot),
      event: maskEvent(inspection.event) as Record<string, unknown>,
      at: Date.now(),
    };
    channel.postMessage(message);
  };
}

let shared: ReturnType<typeof createMachineInspector> | undefined;

/**
 * One inspector (and one channel) for the whole tab. The channel opens with the first message,
 * so a flow that never starts (pre-rendering at build time) opens none.
 */
export function machineInspector() {
  let channel: BroadcastChannel | undefined;
  shared ??= createMachineInspector({
    postMessage: (message: unknown) => (channel ??= new BroadcastChannel(MACHINES_CHANNEL)).postMessage(message),
  });
  return shared;
}
