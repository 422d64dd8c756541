/**
 * The simulator panel: a small pill in the bottom-right corner that opens the simulator inbox
 * (codes "sent" by WhatsApp or e-mail), the scenario switch and a reset button.
 * Self-contained: no component of the site, styles prefixed `sim-` in SimulatorPanel.css.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { Inbox, InboxMessage } from '../inbox';
import type { ScenarioDefinition, ScenarioName } from '../scenarios';
import './SimulatorPanel.css';

export interface SimulatorPanelProps {
  inbox: Inbox;
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

function MessageItem({ message }: { message: InboxMessage }) {
  return (
    <li className="sim-item">
      <span className="sim-channel">{message.channel}</span>
      <time className="sim-time" dateTime={new Date(message.sentAt).toISOString()}>
        {formatTime(message.sentAt)}
      </time>
      <span className="sim-recipient">to {message.recipient}</span>
      <code className="sim-code">{message.code}</code>
    </li>
  );
}

export function SimulatorPanel({ inbox, scenario, scenarios, onScenarioChange, onReset, defaultOpen = false }: SimulatorPanelProps) {
  const messages = useSyncExternalStore(inbox.subscribe, inbox.messages, inbox.messages);
  const [open, setOpen] = useState(defaultOpen);
  const [announcement, setAnnouncement] = useState('');
  const bodyId = useId();
  const selectId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const seen = useRef(messages.length);

  useEffect(() => {
    if (messages.length > seen.current && messages[0]) setAnnouncement(`New ${messages[0].channel} message in the simulator inbox`);
    seen.current = messages.length;
  }, [messages]);

  const current = scenarios.find((s) => s.name === scenario);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <section aria-label="Simulator inbox" className="sim-panel" onKeyDown={onKeyDown}>
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
        {messages.length === 0 ? (
          <p className="sim-empty">No messages yet. Codes sent by WhatsApp or e-mail appear here.</p>
        ) : (
          <ol className="sim-list" aria-label="Messages, newest first">
            {messages.map((m) => (
              <MessageItem key={m.id} message={m} />
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
