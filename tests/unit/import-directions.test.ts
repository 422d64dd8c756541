// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The directions imports may take (README, "Code layout"), as eslint.config.js enforces them. */
const eslint = new ESLint();

async function refusals(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId?.startsWith('no-restricted-'))
    .map((message) => message.message);
}

// The first lint loads the whole configuration (typescript-eslint's parser): seconds on a busy machine.
describe('import directions', { timeout: 30_000 }, () => {
  it.each([
    ['src/lib/probe.ts', "import { NavMenu } from '../components/NavMenu';\nexport const probe = NavMenu;"],
    ['src/api/probe.ts', "export const probe = () => import('../pages/HomePage');"],
    ['src/lib/probe.ts', "export const probe = () => import('../../mocks/state');"],
    ['machines/probe.ts', "export const probe = () => import('../src/components/NavMenu');"],
    ['machines/probe.ts', "import { SCENARIOS } from '../mocks/scenarios';\nexport const probe = SCENARIOS;"],
    ['src/pages/Probe.tsx', "export const probe = () => import('../../mocks/state');"],
    ['src/devtools/probe.ts', "import { SCENARIOS } from '../../mocks/scenarios';\nexport const probe = SCENARIOS;"],
    ['src/app.tsx', "export const probe = () => import('../mocks/browser');"],
    ['mocks/probe.ts', "import { App } from '../src/app';\nexport const probe = App;"],
    ['mocks/probe.ts', "export const probe = () => import('../src/pages/HomePage');"],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await refusals(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['src/lib/probe.ts', "export const probe = () => import('./contact');"],
    ['src/pages/Probe.tsx', "import { paths } from '../routes';\nexport const probe = paths;"],
    ['mocks/probe.ts', "import { ENDPOINTS } from '../src/api/protocol';\nexport const probe = ENDPOINTS;"],
    // The entry starts the simulator in simulator builds.
    ['src/main.tsx', "export const probe = () => import('../mocks/browser');"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await refusals(filePath, code)).toEqual([]);
  });
});
