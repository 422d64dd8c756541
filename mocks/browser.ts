/**
 * Simulator mode in the browser: start the simulator's clock and the MSW worker with the
 * simulator's handlers, then mount the simulator panel. main.tsx imports this module dynamically
 * (before the app starts, so the app's machines run on the simulator's clock), and a live build
 * never holds it.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { http, HttpResponse } from 'msw';
import { setupWorker } from 'msw/browser';
import { installSiteClock } from '../machines/site-clock';
import { createSkippableClock, type SkippableClock } from './simulated-clock';
import { createHandlers } from './handlers';
import { SimulatorPanel } from './panel/SimulatorPanel';
import { getScenarioDefinition, readScenario, SCENARIOS, storeScenario, urlWithScenario, type ScenarioName } from './scenarios';
import { createSimulator, type Simulator } from './state';
import { simulatorWorkerAddress } from './worker-address';
import { SIMULATOR_WORKER } from '../src/lib/simulator-worker';

let started = false;

export const SIMULATOR_ROOT_ID = 'simulator-root';

export async function enableSimulator(): Promise<void> {
  if (started) return;
  started = true;
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration && !navigator.serviceWorker.controller) {
    // A page that opened while the worker was still installing (a link followed at once, a second
    // tab): the worker claimed the pages open when it activated, not this one, and only a reload gives
    // it the worker. MSW reloads such a page itself, but its start() resolves first, and the app's
    // first calls would reach the real server. The reload replaces this page: the app never starts on it.
    window.location.reload();
    return new Promise<never>(() => undefined);
  }
  const store = window.sessionStorage;
  const scenario = readScenario(window.location.href, store);
  const definition = getScenarioDefinition(scenario);
  const clock = createSkippableClock({ store });
  installSiteClock(clock);
  const simulator = createSimulator({ store, size: definition.dataSize, delivery: () => definition.delivery, now: clock.now });
  const handlers = [readinessAnswer, ...createHandlers(simulator, () => scenario)];
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: simulatorWorkerAddress(SIMULATOR_WORKER, handlers) },
  });
  await reachedByTheWorker();
  mountPanel(simulator, clock, scenario);
}

/** How long a page waits for its requests to reach the simulator's worker before it reloads to load under it. */
const CLAIM_WAIT_MS = 10_000;
/** How often it asks again meanwhile, unless a new worker claims it first. */
const RETRY_MS = 100;

/**
 * A request only the simulator's worker marks: the site's server answers the same address (the
 * worker's script) without the mark, so a page whose requests pass the worker by sees no error.
 */
const READINESS_PATH = SIMULATOR_WORKER;
const READINESS_MARK = 'x-simulator-ready';
const readinessAnswer = http.head(READINESS_PATH, () => new HttpResponse(null, { status: 204, headers: { [READINESS_MARK]: '1' } }));

async function answeredByTheWorker(): Promise<boolean> {
  try {
    // A request that hangs counts as no answer, so the reload's deadline is still read.
    const answer = await fetch(`${READINESS_PATH}?ready`, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(RETRY_MS * 20),
    });
    return answer.headers.get(READINESS_MARK) === '1';
  } catch {
    return false;
  }
}

/**
 * Settles once the page's requests reach the simulator, asked of the worker itself. MSW's start
 * resolves before that is sure: its worker unregisters itself when the last page it knows closes,
 * and the page that replaces it in the same tab can load under that leaving worker, which passes
 * every call to the real server, or load uncontrolled until the new worker claims it. Should the
 * worker not answer within CLAIM_WAIT_MS, the page reloads: a page that loads with the worker
 * registered is controlled from the start.
 */
async function reachedByTheWorker(): Promise<void> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  while (!(await answeredByTheWorker())) {
    if (Date.now() > deadline) {
      window.location.reload();
      return new Promise<never>(() => undefined);
    }
    // The new worker's claim, or a moment, whichever comes first.
    await new Promise<void>((resolve) => {
      const next = () => {
        window.clearTimeout(timer);
        navigator.serviceWorker.removeEventListener('controllerchange', next);
        resolve();
      };
      const timer = window.setTimeout(next, RETRY_MS);
      navigator.serviceWorker.addEventListener('controllerchange', next);
    });
  }
}

function mountPanel(simulator: Simulator, clock: SkippableClock, scenario: ScenarioName): void {
  let host = document.getElementById(SIMULATOR_ROOT_ID);
  if (!host) {
    host = document.createElement('div');
    host.id = SIMULATOR_ROOT_ID;
    // An in-flow spacer as tall as the collapsed pill, so the pill never hides the page's last line.
    host.style.height = '44px';
    document.body.appendChild(host);
  }
  createRoot(host).render(
    createElement(SimulatorPanel, {
      inbox: simulator.inbox,
      clock,
      liveCodeExpiry: simulator.liveCodeExpiry,
      scenario,
      scenarios: SCENARIOS,
      onScenarioChange: (name: ScenarioName) => {
        storeScenario(window.sessionStorage, name);
        window.location.assign(urlWithScenario(window.location.href, name));
      },
      // Forget every vote, code and inbox message and the skipped time (the scenario stays).
      onReset: () => {
        clock.reset();
        simulator.reset();
        window.location.reload();
      },
    }),
  );
}
