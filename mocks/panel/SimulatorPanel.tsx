/**
 * The simulator panel: a small pill in the bottom-right corner (docked above any sticky control
 * of the page) that opens the simulator inbox (codes "sent" by WhatsApp or e-mail), the scenario
 * switch, the clock controls and a reset button.
 * Self-contained: no component of the site, styles prefixed `sim-` in SimulatorPanel.css.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent } from 'react';
import { RESEND_COOLDOWN_MS } from '../../src/domain/protocol';
import { formatOffset, type SkippableClock } from '../simulated-clock';
import { hasArrived, type Inbox, type InboxMessage } from '../inbox';
import type { ScenarioDefinition, ScenarioName } from '../scenarios';
import { useDock } from './dock';
import './SimulatorPanel.css';

/** The panel's time skips, as the buttons name them. */
const SKIPS = [
  { label: 'Skip 10 seconds', ms: 10_000 },
  { label: 'Skip 1 minute', ms: 60_000 },
  // The resend cooldown: RESEND CODE answers again after this skip.
  { label: 'Skip 4 minutes', ms: RESEND_COOLDOWN_MS },
] as const;

export interface SimulatorPanelProps {
  inbox: Inbox;
  clock: SkippableClock;
  /** When the newest usable code expires; null when there is none. */
  liveCodeExpiry: () => number | null;
  scenario: ScenarioName;
  scenarios: readonly ScenarioDefinition[];
  /** Store the scenario and reload the page with ?scenario=NAME. */
  onScenarioChange: (name: ScenarioName) => void;
  /** Clear the simulator state and reload. */
  onReset: () => void;
  /** Start open (tests, demos). */
  defaultOpen?: boolean;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Local time as HH:MM:SS. */
export function formatTime(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

function countLabel(n: number): string {
  return `${n} ${n === 1 ? 'message' : 'messages'}`;
}

/** A code is shown once its message has arrived, as the recipient would see it. */
function MessageItem({ message, now }: { message: InboxMessage; now: number }) {
  return (
    <li className="sim-item">
      <span className="sim-channel">{message.channel}</span>
      <time className="sim-time" dateTime={new Date(message.sentAt).toISOString()}>
        {formatTime(message.sentAt)}
      </time>
      <span className="sim-recipient">to {message.recipient}</span>
      {hasArrived(message, now) ? (
        <code className="sim-code">{message.code}</code>
      ) : (
        <span className="sim-undelivered">
          {message.arrivesAt == null ? 'Not delivered' : `On its way: arrives at ${formatTime(message.arrivesAt)}`}
        </span>
      )}
    </li>
  );
}

/** Re-renders when a message on its way arrives (on the simulator's clock, so a skip brings it). */
function useNextArrival(clock: SkippableClock, messages: readonly InboxMessage[], now: number): void {
  const [, setArrived] = useState(0);
  const next = Math.min(...messages.flatMap((m) => (m.arrivesAt != null && m.arrivesAt > now ? [m.arrivesAt] : [])));
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = clock.setTimeout(() => setArrived((count) => count + 1), next - clock.now());
    return () => clock.clearTimeout(timer);
  }, [clock, next]);
}

export function SimulatorPanel({
  inbox,
  clock,
  liveCodeExpiry,
  scenario,
  scenarios,
  onScenarioChange,
  onReset,
  defaultOpen = false,
}: SimulatorPanelProps) {
  const messages = useSyncExternalStore(inbox.subscribe, inbox.messages, inbox.messages);
  const offset = useSyncExternalStore(clock.subscribe, clock.offset, clock.offset);
  const now = clock.now();
  useNextArrival(clock, messages, now);
  const arrived = messages.filter((message) => hasArrived(message, now));
  const [open, setOpen] = useState(defaultOpen);
  const [announcement, setAnnouncement] = useState('');
  const [clockNote, setClockNote] = useState('');
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const dock = useDock(panel);
  const bodyId = useId();
  const selectId = useId();
  const clockId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const arrivedCount = arrived.length;
  const newestChannel = arrived[0]?.channel;
  const seen = useRef(arrivedCount);

  useEffect(() => {
    if (arrivedCount > seen.current && newestChannel) setAnnouncement(`New ${newestChannel} message in the simulator inbox`);
    seen.current = arrivedCount;
  }, [arrivedCount, newestChannel]);

  const skip = (ms: number, note: string) => {
    clock.skip(ms);
    setClockNote(note);
  };
  const expireCode = () => {
    const expiry = liveCodeExpiry();
    if (expiry === null) setClockNote('No code is waiting: nothing to expire.');
    else skip(Math.max(1, expiry - clock.now()), 'The last code sent has expired.');
  };

  const current = scenarios.find((s) => s.name === scenario);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <section
      ref={setPanel}
      aria-label="Simulator inbox"
      className="sim-panel"
      style={{ '--sim-dock': `${dock}px` } as CSSProperties}
      onKeyDown={onKeyDown}
    >
      <button
        ref={toggleRef}
        type="button"
        className="sim-toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((o) => !o)}
      >
        Simulator ({countLabel(messages.length)})
      </button>
      <div id={bodyId} className="sim-body" hidden={!open}>
        <h2 className="sim-heading">Simulator</h2>
        <div className="sim-row">
          <label htmlFor={selectId}>Scenario</label>
          <select
            id={selectId}
            className="sim-select"
            value={scenario}
            onChange={(event) => {
              const next = scenarios.find((s) => s.name === event.target.value);
              if (next && next.name !== scenario) onScenarioChange(next.name as ScenarioName);
            }}
          >
            {scenarios.map((s) => (
              <option key={s.name} value={s.name}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <p className="sim-hint">{current?.description ?? ''}</p>
        <div className="sim-clock" role="group" aria-labelledby={clockId}>
          <p id={clockId} className="sim-row">
            <strong>Clock</strong>{' '}
            <span>
              <span className="sim-offset">{formatOffset(offset)}</span> ahead of real time
            </span>
          </p>
          <div className="sim-buttons">
            {SKIPS.map(({ label, ms }) => (
              <button key={label} type="button" className="sim-button" onClick={() => skip(ms, `${label.replace('Skip', 'Skipped')}.`)}>
                {label}
              </button>
            ))}
            <button type="button" className="sim-button" onClick={expireCode}>
              Expire code
            </button>
          </div>
          <p className="sim-hint" role="status">
            {clockNote}
          </p>
        </div>
        {messages.length === 0 ? (
          <p className="sim-empty">No messages yet. Codes sent by WhatsApp or e-mail appear here.</p>
        ) : (
          <ol className="sim-list" aria-label="Messages, newest first">
            {messages.map((m) => (
              <MessageItem key={m.id} message={m} now={now} />
            ))}
          </ol>
        )}
        <button type="button" className="sim-reset" onClick={onReset}>
          Reset simulator
        </button>
      </div>
      <p className="sim-sr" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
