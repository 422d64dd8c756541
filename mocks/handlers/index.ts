/** The simulator's request handlers, one set for the browser worker, Vitest and Playwright. */
import type { HttpHandler } from 'msw';
import { getScenarioDefinition, type ScenarioName } from '../scenarios';
import type { Simulator } from '../state';
import { createHandlerContext } from './effects';
import { imageHandlers } from './images';
import { nomineeHandlers } from './nominees';
import { staticHandlers } from './static';
import { voteHandlers } from './vote';
import { websiteHandlers } from './website';

export type { EndpointKind } from './effects';

export function createHandlers(simulator: Simulator, getScenario: () => ScenarioName): HttpHandler[] {
  const ctx = createHandlerContext(simulator, () => getScenarioDefinition(getScenario()));
  return [...websiteHandlers(ctx), ...nomineeHandlers(ctx), ...voteHandlers(ctx), ...staticHandlers(ctx), ...imageHandlers(ctx)];
}
