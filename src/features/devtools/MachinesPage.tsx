import { useEffect, useMemo, useRef, useState } from 'react';
import { MACHINE_CATALOG } from '#machines/catalog';
import { usePage } from '#src/components/usePage';
import { paths } from '#src/routes';
import { chartModel } from './statechart/model';
import { layoutChart } from './statechart/layout';
import { renderChartSvg } from './statechart/svg';
import { MACHINES_CHANNEL, type MachineMessage } from '#machines/inspector';
import { voteFlowPaths } from './vote-paths';
import { VOTE_ENTRY_GUIDE, VOTE_PATH_GUIDE } from './vote-path-guide';
import { sitePolicy } from '#src/components/trusted-types';
import './machines.css';

const EVENTS_SHOWN = 12;

function Chart({ id, title, active }: { id: string; title: string; active: readonly string[] }) {
  const entry = MACHINE_CATALOG.find((candidate) => candidate.id === id)!;
  const [svg, setSvg] = useState('');
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    layoutChart(chartModel(entry.id, entry.machine)).then((layout) => {
      if (!cancelled) setSvg(renderChartSvg(layout, title));
    });
    return () => {
      cancelled = true;
    };
  }, [entry, title]);

  useEffect(() => {
    for (const node of holder.current?.querySelectorAll<SVGGElement>('[data-state-id]') ?? []) {
      node.classList.toggle('is-active', active.includes(node.dataset.stateId ?? ''));
    }
  }, [svg, active]);

  // The SVG is generated here from the machine definition, never from outside input. One value per
  // chart: a new one on each render would make React write the chart again and wipe its lit states.
  const html = useMemo(() => sitePolicy('machine-chart', { createHTML: (chart) => chart })?.createHTML(svg) ?? svg, [svg]);
  if (!svg) return <p role="status">Drawing…</p>;
  // Wide charts scroll sideways: focusable so keyboard users can scroll them too.
  return (
    <div
      ref={holder}
      className="machine-chart"
      data-chart={id}
      tabIndex={0}
      role="group"
      aria-label={`${title} chart`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** One shortest path to each state of the vote flow, computed from the machine, and how QA gets there on the screen. */
function VotePaths() {
  const rows = useMemo(() => voteFlowPaths(), []);
  return (
    <section aria-labelledby="vote-paths" className="machine">
      <h2 id="vote-paths">Paths of the vote flow</h2>
      <p>
        For each state of the vote flow, the fewest events that reach it, computed from the machine with @xstate/graph, and the same path on
        the vote screen. Choose the scenario by its link or in the Simulator panel&apos;s Scenario select.
      </p>
      {/* A wide table scrolls sideways on its own: focusable so keyboard users can scroll it too. */}
      <div className="machine-paths" tabIndex={0} role="group" aria-label="Paths of the vote flow, table">
        <table>
          <caption>Each state, the events that reach it in order, and the steps to take on the vote screen</caption>
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">Events in order</th>
              <th scope="col">Scenario</th>
              <th scope="col">Steps</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ stateId, events }) => {
              const guide = VOTE_PATH_GUIDE[stateId];
              return (
                <tr key={stateId}>
                  <th scope="row">
                    <code>{stateId}</code>
                  </th>
                  <td>
                    {events.length === 0 ? (
                      'None: the flow starts here.'
                    ) : (
                      <ol>
                        {events.map((event, index) => (
                          <li key={index}>
                            <code>{event}</code>
                          </li>
                        ))}
                      </ol>
                    )}
                  </td>
                  <td>
                    {guide ? (
                      <a href={`${paths.voteNow()}?scenario=${encodeURIComponent(guide.scenario)}`} target="_blank" rel="noopener">
                        {guide.scenario}
                      </a>
                    ) : (
                      'No guide yet'
                    )}
                  </td>
                  <td>
                    {guide ? (
                      <ol>
                        {guide.steps.map((step) => (
                          <li key={step}>{step}</li>
                        ))}
                      </ol>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h3>Ways in from a nominee&apos;s “Vote for …” link</h3>
      <ul className="machine-entries">
        {VOTE_ENTRY_GUIDE.map((entry) => (
          <li key={entry.title}>
            <strong>{entry.title}</strong>: ends in <code>{entry.reaches}</code>, scenario{' '}
            <a href={`${paths.section()}?scenario=${encodeURIComponent(entry.scenario)}`} target="_blank" rel="noopener">
              {entry.scenario}
            </a>
            <ol>
              {entry.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Simulator builds only: every machine drawn from its definition, the running vote flow lit. */
export default function MachinesPage() {
  usePage('Machine charts');
  const [active, setActive] = useState<Record<string, string[]>>({});
  const [events, setEvents] = useState<MachineMessage[]>([]);

  useEffect(() => {
    const channel = new BroadcastChannel(MACHINES_CHANNEL);
    channel.onmessage = ({ data }: MessageEvent<MachineMessage>) => {
      setActive((current) => ({ ...current, [data.machine]: data.states }));
      if (!data.event.type || String(data.event.type).startsWith('xstate.')) return;
      setEvents((current) => [data, ...current].slice(0, EVENTS_SHOWN));
    };
    return () => channel.close();
  }, []);

  return (
    <main id="main" className="machines-page">
      <h1>Machine charts</h1>
      <p>
        Every state machine of the site, drawn from its definition. Open the{' '}
        <a href={paths.voteNow()} target="_blank" rel="noopener">
          vote screen
        </a>{' '}
        in another tab: its current state is lit here as you go.
      </p>
      <nav aria-label="Machines">
        <ul>
          {MACHINE_CATALOG.map((entry) => (
            <li key={entry.id}>
              <a href={`#machine-${entry.id}`}>{entry.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <VotePaths />
      <section aria-labelledby="last-events">
        <h2 id="last-events">Last events</h2>
        {events.length === 0 ? (
          <p>No events yet.</p>
        ) : (
          <ol className="machine-events">
            {events.map((message, index) => (
              <li key={`${message.at}-${index}`}>
                <span className="machine-events__machine">{message.machine}</span> <code>{JSON.stringify(message.event)}</code>
              </li>
            ))}
          </ol>
        )}
      </section>
      {MACHINE_CATALOG.map((entry) => (
        <section key={entry.id} id={`machine-${entry.id}`} aria-labelledby={`machine-${entry.id}-title`} className="machine">
          <h2 id={`machine-${entry.id}-title`}>{entry.title}</h2>
          <p>{entry.description}</p>
          <Chart id={entry.id} title={entry.title} active={active[entry.id] ?? []} />
        </section>
      ))}
    </main>
  );
}
