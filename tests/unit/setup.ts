import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { loadSanitizer } from '../../src/components/sanitiser-loader';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { i18nFor } from '../../src/i18n/catalogs';
import { loadAllMessages } from '../../builder/all-messages';
import { LOCALES } from '../../src/i18n/locale';
import { scaled } from '../../tools/test-time-scale.mjs';

// A worker keeps its DOM and its modules from one file to the next (vite.config.ts): each file
// starts from an empty document at the site's root, outside React's act() environment (which a
// hydration test turns on for itself), and each test's renders are unmounted after it (Testing
// Library's own clean-up needs Vitest's globals, which this project does not turn on).
if (typeof document !== 'undefined') {
  // The same <body>, emptied: Testing Library's `screen` holds the one it first met.
  for (const element of [document.documentElement, document.head, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
  window.sessionStorage.clear();
  window.localStorage.clear();
  delete (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  afterEach(() => cleanup());
}

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
