import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getStateNodes } from '@xstate/graph';
import MachinesPage from '../../src/devtools/MachinesPage';
import { MACHINE_CATALOG } from '../../machines/catalog';
import { maskEvent } from '../../src/devtools/inspector';

/** The events a machine definition accepts, read from the definition itself. */
function definedEvents(entry: (typeof MACHINE_CATALOG)[number]): string[] {
  return [...new Set([entry.machine.root, ...getStateNodes(entry.machine.root)].flatMap((node) => [...node.ownEvents]))].filter((type) => !type.startsWith('xstate.')).sort();
}

describe('machine charts page', () => {
  it('draws every state and every event of every machine, as the definitions have them', async () => {
    render(<MachinesPage />);
    for (const entry of MACHINE_CATALOG) {
      const section = screen.getByRole('region', { name: entry.title });
      await waitFor(() => expect(section.querySelector('svg')).not.toBeNull(), { timeout: 5000 });
      const shownStates = [...section.querySelectorAll('[data-state-id]')].map((node) => node.getAttribute('data-state-id')).sort();
      expect(shownStates).toEqual(getStateNodes(entry.machine.root).map((node) => node.id).concat(entry.machine.root.id).sort());
      const shownEvents = [...new Set([...section.querySelectorAll('[data-event]')].map((node) => node.getAttribute('data-event')))].sort();
      expect(shownEvents).toEqual(definedEvents(entry));
      expect(within(section).getByRole('img', { name: entry.title })).toBeTruthy();
    }
  });
});

describe('inspector masking', () => {
  it('masks phone numbers and e-mail addresses at any depth', () => {
    expect(maskEvent({ type: 'field.changed', field: 'phone', value: '81234567890' })).toEqual({ type: 'field.changed', field: 'phone', value: '•••••••••90' });
    expect(maskEvent({ type: 'field.changed', field: 'email', value: 'ana@example.com' })).toEqual({ type: 'field.changed', field: 'email', value: 'a•••@e•••' });
    expect(maskEvent({ type: 'field.changed', field: 'fullName', value: 'Ana' })).toEqual({ type: 'field.changed', field: 'fullName', value: 'Ana' });
    expect(maskEvent({ type: 'x', output: { phone: '+6281234', nested: [{ email: 'b@c.de' }] } })).toEqual({
      type: 'x',
      output: { phone: '••••••34', nested: [{ email: 'b•••@c•••' }] },
    });
  });
});
