/**
 * The simulator panel: a small pill in the bottom-right corner that opens the simulator inbox
 * (codes "sent" by WhatsApp or e-mail), the scenario switch and a reset button.
 * Self-contained: no component of the site, styles prefixed `sim-`.
 */
import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { Inbox, InboxMessage } from '../inbox';
import type { ScenarioDefinition, ScenarioName } from '../scenarios';

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

const CSS = `
.sim-panel{position:fixed;right:8px;bottom:8px;z-index:2147483000;display:flex;flex-direction:column-reverse;align-items:flex-end;gap:6px;max-width:calc(100vw - 16px);font:13px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f1a12;text-align:left}
.sim-toggle{border:1px solid #4a3b22;background:#1f1a12;color:#f8f1e3;border-radius:999px;padding:5px 12px;font:inherit;font-size:12px;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.3);white-space:nowrap}
.sim-toggle:hover{background:#3a2f1e}
.sim-panel button:focus-visible,.sim-panel select:focus-visible{outline:3px solid #e0a526;outline-offset:2px}
.sim-body{background:#fffdf8;border:1px solid #d8cfbf;border-radius:10px;box-shadow:0 10px 30px rgba(0,0,0,.28);width:min(360px,calc(100vw - 16px));max-height:min(70vh,520px);overflow:auto;padding:12px;box-sizing:border-box}
.sim-body[hidden]{display:none}
.sim-heading{margin:0 0 8px;font-size:14px;font-weight:700}
.sim-row{display:flex;align-items:center;gap:8px;flex-wrap:wrap;margin:0 0 4px}
.sim-row label{font-weight:600}
.sim-select{font:inherit;padding:3px 6px;border:1px solid #8a7a5c;border-radius:6px;background:#fff;color:#1f1a12}
.sim-hint{margin:0 0 10px;color:#5c513f;font-size:12px}
.sim-list{list-style:none;margin:0 0 10px;padding:0;display:grid;gap:6px}
.sim-item{border:1px solid #ebe3d4;border-radius:8px;padding:6px 8px;background:#fff;display:grid;grid-template-columns:1fr auto;gap:2px 8px}
.sim-channel{font-weight:700}
.sim-recipient{grid-column:1 / -1;color:#5c513f;word-break:break-all;font-size:12px}
.sim-code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"Liberation Mono",monospace;font-size:18px;letter-spacing:3px;color:#1f1a12}
.sim-time{color:#5c513f;font-size:12px;font-variant-numeric:tabular-nums;align-self:center}
.sim-empty{margin:0 0 10px;color:#5c513f}
.sim-reset{font:inherit;border:1px solid #8a2f2f;background:#fff;color:#8a2f2f;border-radius:6px;padding:4px 10px;cursor:pointer}
.sim-reset:hover{background:#fbeaea}
.sim-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;

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
      <style>{CSS}</style>
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
