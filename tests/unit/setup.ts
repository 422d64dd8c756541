import { afterEach, beforeEach, vi } from 'vitest';
import { configure } from '@testing-library/react';
import { loadSanitizer } from '../../src/components/sanitiser-loader';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18nFor } from '../../src/i18n/catalogs';
import { loadAllMessages } from '../../builder/all-messages';
import { LOCALES } from '../../src/i18n/locale';
import { scaled } from '../../tools/test-time-scale.mjs';

// npm test runs the unit tests beside the browser suites on two cores: what a test waits for
// (a render, a layout) may take several times as long as alone. A wait that never ends still fails.
configure({ asyncUtilTimeout: scaled(10_000) });

/** A console.error that a test did not expect fails it (epic-stack's rule). */
let unexpectedErrors: unknown[][] = [];

beforeEach(() => {
  unexpectedErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpectedErrors.push(args);
  });
});

afterEach(() => {
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});

// Server HTML renders at once, as in a browser once the sanitiser has loaded (src/components/sanitiser-loader.ts).
await loadSanitizer();

// Every catalog of both languages, as the build has them: views render with i18nFor(locale) (tests/unit/i18n.tsx).
// A message of a test's own, in no catalog, is compiled from its English as it is read.
await loadAllMessages();
for (const locale of LOCALES) i18nFor(locale).setMessagesCompiler(compileMessage);
