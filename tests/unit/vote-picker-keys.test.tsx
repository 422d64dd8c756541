/**
 * The vote list's keys (src/features/vote/NomineePicker.tsx) while it is still rendering in steps:
 * End, and Up from the first card, reach the last venue of the whole list, not the last card
 * rendered so far.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createSeedData } from '../../mocks/data/seed';
import { FIRST_STEP } from '../../src/components/useCountInSteps';
import { NomineePicker } from '../../src/features/vote/NomineePicker';
import { NO_FILTERS } from '../../src/features/vote/venue-search';
import { idlePickerProps } from './fixtures';
import { inEnglish } from './i18n';

const { nominees } = createSeedData('default');
const lastName = nominees.at(-1)!.name;

function renderPicker() {
  render(<NomineePicker {...idlePickerProps} nominees={nominees} filters={NO_FILTERS} />, { wrapper: inEnglish });
  // Synchronously after the first commit: the list holds its first step only.
  const options = screen.getAllByRole('button', { pressed: false });
  expect(options).toHaveLength(FIRST_STEP);
  options[0]!.focus();
  return options[0]!;
}

const focusedName = () => document.activeElement?.textContent ?? '';

describe('the vote list’s keys before the list has rendered whole', () => {
  afterEach(cleanup);

  it.each(['End', 'ArrowUp'])('%s from the first card focuses the last venue of the list', (key) => {
    expect(nominees.length).toBeGreaterThan(FIRST_STEP);
    const first = renderPicker();
    fireEvent.keyDown(first, { key });
    expect(focusedName()).toContain(lastName);
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
  });
});
