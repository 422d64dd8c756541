// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { scaled } from '../../tools/test-time-scale.mjs';

/** The directions imports may take (docs/architecture.md), as eslint.config.js enforces them. */
const eslint = new ESLint();

async function refusals(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId?.startsWith('no-restricted-'))
    .map((message) => message.message);
}

// The first lint loads the whole configuration (typescript-eslint's parser): seconds on a busy machine.
describe('import directions', { timeout: scaled(30_000) }, () => {
  it.each([
    ['src/lib/probe.ts', "import { NavMenu } from '../shell/NavMenu';\nexport const probe = NavMenu;"],
    ['src/lib/probe.ts', "import { api } from '../data/calls';\nexport const probe = api;"],
    ['src/data/probe.ts', "export const probe = () => import('../features/awards/HomePage');"],
    ['src/lib/probe.ts', "export const probe = () => import('../../mocks/state');"],
    ['machines/probe.ts', "export const probe = () => import('../src/shell/NavMenu');"],
    ['machines/probe.ts', "import { SCENARIOS } from '../mocks/scenarios';\nexport const probe = SCENARIOS;"],
    ['src/features/vote/Probe.tsx', "export const probe = () => import('../../../mocks/state');"],
    ['src/features/vote/Probe.tsx', "import { NomineePage } from '../nominees/NomineePage';\nexport const probe = NomineePage;"],
    ['src/shell/Probe.tsx', "import { VoteFlow } from '../features/vote/VoteFlow';\nexport const probe = VoteFlow;"],
    ['src/features/devtools/probe.ts', "import { SCENARIOS } from '../../../mocks/scenarios';\nexport const probe = SCENARIOS;"],
    ['src/app.tsx', "export const probe = () => import('../mocks/browser');"],
    ['src/app.tsx', "export const probe = () => import('../builder/render');"],
    ['mocks/probe.ts', "import { App } from '../src/app';\nexport const probe = App;"],
    ['mocks/probe.ts', "export const probe = () => import('../src/features/awards/HomePage');"],
    ['src/i18n/probe.ts', "import { NavMenu } from '../shell/NavMenu';\nexport const probe = NavMenu;"],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await refusals(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['src/lib/probe.ts', "export const probe = () => import('./contact');"],
    ['src/features/vote/Probe.tsx', "import { paths } from '../../routes';\nexport const probe = paths;"],
    ['src/lib/probe.ts', "import type { Nominee } from '../data/types';\nexport type Probe = Nominee;"],
    ['src/lib/probe.ts', "import { LOCATION_ORDER } from '../data/protocol';\nexport const probe = LOCATION_ORDER;"],
    ['mocks/probe.ts', "import { ENDPOINTS } from '../src/data/protocol';\nexport const probe = ENDPOINTS;"],
    // The entry starts the simulator in simulator builds.
    ['src/boot/main.tsx', "export const probe = () => import('../mocks/browser');"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await refusals(filePath, code)).toEqual([]);
  });
});
