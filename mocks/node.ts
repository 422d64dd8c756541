/** The simulator for Vitest (and any Node process): an MSW server over an in-memory store. */
import type { SeedSize } from './data/seed';
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';
import { DEFAULT_SCENARIO, getScenarioDefinition, type ScenarioName } from './scenarios';
import { createMemoryStore, createSimulator, type KeyValueStore, type Simulator } from './state';

export interface TestServerOptions {
  /** Initial scenario (default 'default'); switch later with setScenario. */
  scenario?: ScenarioName;
  store?: KeyValueStore;
  now?: () => number;
  random?: () => string;
  prizeCode?: () => string;
  /** Data set; by default 'large' for the 'large' scenario, else 'default'. */
  size?: SeedSize;
}

export interface TestServer {
  server: ReturnType<typeof setupServer>;
  simulator: Simulator;
  getScenario: () => ScenarioName;
  setScenario: (name: ScenarioName) => void;
}

/**
 * Usage: const { server } = createTestServer();
 * beforeAll(() => server.listen({ onUnhandledRequest: 'error' })); afterAll(() => server.close());
 */
export function createTestServer(options: TestServerOptions = {}): TestServer {
  let scenario: ScenarioName = options.scenario ?? DEFAULT_SCENARIO;
  const simulator = createSimulator({
    store: options.store ?? createMemoryStore(),
    size: options.size ?? getScenarioDefinition(scenario).dataSize,
    delivery: () => getScenarioDefinition(scenario).delivery,
    ...(options.now ? { now: options.now } : {}),
    ...(options.random ? { random: options.random } : {}),
    ...(options.prizeCode ? { prizeCode: options.prizeCode } : {}),
  });
  const getScenario = () => scenario;
  const server = setupServer(...createHandlers(simulator, getScenario));
  return {
    server,
    simulator,
    getScenario,
    setScenario: (name) => {
      scenario = name;
    },
  };
}
