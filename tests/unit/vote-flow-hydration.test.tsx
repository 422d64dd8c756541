/**
 * A vote flow kept in this tab's session never meets the HTML a page was built with: the page
 * hydrates with a new flow, as built, and only then does the flow start again from the session.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { VoteFlow } from '../../src/features/vote/VoteFlow';
import { i18nFor } from '../../src/i18n/catalogs';
import { createStore, StoreProvider, type Store } from '../../src/stores/data-store';
import { scriptedData } from './data-support';
import { keepFlowAtForm, nominee } from './fixtures';

const nominees = [nominee('kaum', 'jakarta'), nominee('amuz', 'bali')];

// React's act() outside Testing Library's render.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => sessionStorage.clear());

/** The vote flow in the app's store; the startup answers never come. */
const quietMachine = scriptedData().start;
const flowIn = (store: Store) => (
  <I18nProvider i18n={i18nFor('en')}>
    <StoreProvider store={store}>
      <VoteFlow nominees={nominees} />
    </StoreProvider>
  </I18nProvider>
);

it('hydrates with the flow as built, then shows the stage the session kept, without a hydration error', async () => {
  keepFlowAtForm(sessionStorage, 'kaum');

  // The build: no session, and the server's snapshot of everything (a new flow).
  const html = renderToString(flowIn(createStore({ start: false, hydrating: true })));
  expect(html).not.toContain('Ana');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  expect(container.querySelector('input[autocomplete="name"]')).toBeNull();

  const errors: unknown[] = [];
  const store = createStore({ hydrating: true, loadMachine: () => quietMachine });
  await act(async () => {
    hydrateRoot(container, flowIn(store), { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  // Until the page says it has hydrated, the flow stays as built, whatever the session holds.
  expect(container.querySelector('input[autocomplete="name"]')).toBeNull();

  await act(async () => store.markHydrated());
  // Then the kept stage: the form, with what was typed.
  expect(container.querySelector<HTMLInputElement>('input[autocomplete="name"]')?.value).toBe('Ana');
  container.remove();
});
