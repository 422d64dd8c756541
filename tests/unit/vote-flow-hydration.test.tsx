/**
 * A vote flow kept in this tab's session never meets the HTML a page was built with: the page
 * hydrates with a new flow, as built, and only then does the flow start again from the session.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { VoteFlow } from '../../src/components/vote/VoteFlow';
import { keepFlowAtForm, nominee } from './fixtures';

const nominees = [nominee('kaum', 'jakarta'), nominee('amuz', 'bali')];

// React's act() outside Testing Library's render.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => sessionStorage.clear());

it('hydrates with the flow as built, then shows the stage the session kept, without a hydration error', async () => {
  keepFlowAtForm(sessionStorage, 'kaum');

  // The build: no session, and the server's snapshot of everything (a new flow).
  const html = renderToString(<VoteFlow nominees={nominees} />);
  expect(html).not.toContain('Ana');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  expect(container.querySelector('input')).toBeNull();

  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <VoteFlow nominees={nominees} />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  // Then the kept stage: the form, with what was typed.
  expect(container.querySelector<HTMLInputElement>('input[autocomplete="name"]')?.value).toBe('Ana');
  container.remove();
});
