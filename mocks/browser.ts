/**
 * Simulator mode in the browser: start the simulator's clock and the MSW worker with the
 * simulator's handlers, then mount the simulator panel. main.tsx imports this module dynamically
 * (before the app starts, so the app's machines run on the simulator's clock), and a live build
 * never holds it.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { setupWorker } from 'msw/browser';
import { installSiteClock } from '../machines/site-clock';
import { createSkippableClock, type SkippableClock } from './simulated-clock';
import { createHandlers } from './handlers';
import { SimulatorPanel } from './panel/SimulatorPanel';
import { getScenarioDefinition, readScenario, SCENARIOS, storeScenario, urlWithScenario, type ScenarioName } from './scenarios';
import { createSimulator, type Simulator } from './state';

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
  const worker = setupWorker(...createHandlers(simulator, () => scenario));
  const mocking = await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  await takenByTheWorker(mocking?.active ?? null);
  mountPanel(simulator, clock, scenario);
}

/** How long a page waits to be taken by the simulator's new worker before it reloads to load under it. */
const CLAIM_WAIT_MS = 10_000;

/**
 * Settles once the page is controlled by the worker MSW has just started. MSW's worker unregisters
 * itself when the last page it knows closes, and on a busy machine the page that replaces it in
 * the same tab can load under that leaving worker, which passes every call to the real server.
 * MSW then registers a new worker, which claims the open pages as it activates; the page hears of
 * the claim by a message of its own, later than MSW's start resolves. Should the claim never come,
 * the page reloads: a page that loads with the worker registered is controlled from the start.
 */
function takenByTheWorker(active: ServiceWorker | null): Promise<void> {
  const { serviceWorker } = navigator;
  const underAnotherWorker = () => active !== null && serviceWorker.controller !== null && serviceWorker.controller !== active;
  if (!underAnotherWorker()) return Promise.resolve();
  return new Promise((resolve) => {
    const reload = window.setTimeout(() => window.location.reload(), CLAIM_WAIT_MS);
    const taken = () => {
      if (underAnotherWorker()) return;
      window.clearTimeout(reload);
      serviceWorker.removeEventListener('controllerchange', taken);
      resolve();
    };
    serviceWorker.addEventListener('controllerchange', taken);
  });
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
