/**
 * Simulator mode in the browser: start the MSW worker with the simulator's handlers, then mount
 * the simulator panel. main.tsx imports this module dynamically, so a live build never holds it.
 */
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { SimulatorPanel } from './panel/SimulatorPanel';
import { getScenarioDefinition, readScenario, SCENARIOS, storeScenario, urlWithScenario, type ScenarioName } from './scenarios';
import { createSimulator, STATE_STORAGE_KEY, type Simulator } from './state';

let active: { simulator: Simulator; worker: ReturnType<typeof setupWorker>; root: Root | null } | null = null;

export const SIMULATOR_ROOT_ID = 'simulator-root';

export async function enableSimulator(): Promise<void> {
  if (active) return;
  const store = window.sessionStorage;
  const scenario = readScenario(window.location.href, store);
  const simulator = createSimulator({ store, size: getScenarioDefinition(scenario).dataSize });
  const worker = setupWorker(...createHandlers(simulator, () => scenario));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  active = { simulator, worker, root: null };
  active.root = mountPanel(simulator, scenario);
}

function mountPanel(simulator: Simulator, scenario: ScenarioName): Root {
  let host = document.getElementById(SIMULATOR_ROOT_ID);
  if (!host) {
    host = document.createElement('div');
    host.id = SIMULATOR_ROOT_ID;
    // An in-flow spacer as tall as the collapsed pill, so the pill never hides the page's last line.
    host.style.height = '44px';
    document.body.appendChild(host);
  }
  const root = createRoot(host);
  root.render(
    createElement(SimulatorPanel, {
      inbox: simulator.inbox,
      scenario,
      scenarios: SCENARIOS,
      onScenarioChange: (name: ScenarioName) => {
        storeScenario(window.sessionStorage, name);
        window.location.assign(urlWithScenario(window.location.href, name));
      },
      onReset: () => {
        resetSimulator();
        window.location.reload();
      },
    }),
  );
  return root;
}

/** Forget every vote, code and inbox message (the scenario stays). Does not reload. */
export function resetSimulator(): void {
  if (active) {
    active.simulator.reset();
  } else {
    try {
      window.sessionStorage.removeItem(STATE_STORAGE_KEY);
    } catch {
      // storage unavailable: nothing to forget
    }
  }
}
