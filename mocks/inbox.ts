/**
 * The simulator's inbox: every code "sent" by WhatsApp or e-mail lands here, where the
 * simulator panel (and an end-to-end test reading the panel) can see it.
 */

export type InboxChannel = 'WhatsApp' | 'E-mail';

export interface InboxMessage {
  id: string;
  channel: InboxChannel;
  /** A phone number (WhatsApp) or an e-mail address. */
  recipient: string;
  code: string;
  /** Epoch milliseconds. */
  sentAt: number;
  /** When it reaches the recipient (scenarios whatsapp-undelivered, email-delayed); null: never; absent: on sending. */
  arrivesAt?: number | null;
}

/** How long after sending each channel's messages arrive, in ms; null: they never do. */
export type Delivery = Record<InboxChannel, number | null>;

export const ON_TIME: Delivery = { WhatsApp: 0, 'E-mail': 0 };

/** Whether the message has reached its recipient at `now`. */
export function hasArrived(message: InboxMessage, now: number): boolean {
  const arrivesAt = message.arrivesAt === undefined ? message.sentAt : message.arrivesAt;
  return arrivesAt !== null && arrivesAt <= now;
}

export type InboxListener = (messages: readonly InboxMessage[]) => void;

export interface Inbox {
  /** Messages newest first. The same array is returned until the inbox changes. */
  messages(): readonly InboxMessage[];
  /** The newest message, optionally the newest for one recipient. */
  latest(recipient?: string): InboxMessage | undefined;
  add(message: Omit<InboxMessage, 'id'>): InboxMessage;
  clear(): void;
  subscribe(listener: InboxListener): () => void;
  unsubscribe(listener: InboxListener): void;
}

/** Oldest messages beyond this are dropped. */
export const INBOX_LIMIT = 200;

/**
 * @param initial messages restored from the persisted state, newest first
 * @param persist called with the new list after every change
 */
export function createInbox(initial: readonly InboxMessage[] = [], persist: (messages: InboxMessage[]) => void = () => {}): Inbox {
  let list: readonly InboxMessage[] = [...initial].sort((a, b) => b.sentAt - a.sentAt);
  const listeners = new Set<InboxListener>();
  let counter = list.reduce((max, m) => Math.max(max, Number(m.id.replace(/\D/g, '')) || 0), 0);

  const changed = () => {
    persist([...list]);
    for (const listener of [...listeners]) listener(list);
  };

  return {
    messages: () => list,
    latest: (recipient) => (recipient === undefined ? list[0] : list.find((m) => m.recipient === recipient)),
    add(message) {
      counter += 1;
      const full: InboxMessage = { id: `msg-${counter}`, ...message };
      list = [full, ...list].slice(0, INBOX_LIMIT);
      changed();
      return full;
    },
    clear() {
      list = [];
      counter = 0;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    unsubscribe(listener) {
      listeners.delete(listener);
    },
  };
}
