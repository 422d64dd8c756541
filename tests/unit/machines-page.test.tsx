import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getStateNodes } from '@xstate/graph';
import { createActor, createMachine, type AnyMachineSnapshot } from 'xstate';
import MachinesPage from '../../src/features/devtools/MachinesPage';
import { MACHINE_CATALOG } from '../../machines/catalog';
import { createMachineInspector, maskEvent, type MachineMessage } from '../../machines/inspector';
import { scriptedData } from './data-support';
import { scaled } from '../../tools/test-time-scale.mjs';

/** The events a machine definition accepts, read from the definition itself. */
function definedEvents(entry: (typeof MACHINE_CATALOG)[number]): string[] {
  return [...new Set([entry.machine.root, ...getStateNodes(entry.machine.root)].flatMap((node) => [...node.ownEvents]))]
    .filter((type) => !type.startsWith('xstate.'))
    .sort();
}

// The charts lay themselves out after a render: unmounted after each test, so none outlives its environment.
afterEach(cleanup);

describe('machine charts page', () => {
  it('draws every state and every event of every machine, as the definitions have them', async () => {
    render(<MachinesPage />);
    for (const entry of MACHINE_CATALOG) {
      const section = screen.getByRole('region', { name: entry.title });
      // ELK's layout: about a second alone, several beside npm test's browser suites.
      await waitFor(() => expect(section.querySelector('svg')).not.toBeNull(), { timeout: scaled(15_000) });
      const shownStates = [...section.querySelectorAll('[data-state-id]')].map((node) => node.getAttribute('data-state-id')).sort();
      expect(shownStates).toEqual(
        getStateNodes(entry.machine.root)
          .map((node) => node.id)
          .concat(entry.machine.root.id)
          .sort(),
      );
      const shownEvents = [...new Set([...section.querySelectorAll('[data-event]')].map((node) => node.getAttribute('data-event')))].sort();
      expect(shownEvents).toEqual(definedEvents(entry));
      expect(within(section).getByRole('img', { name: entry.title })).toBeTruthy();
    }
  });
});

describe('paths of the vote flow on the charts page', () => {
  it('lists each state with its events, its scenario and its steps', () => {
    const { container } = render(<MachinesPage />);
    const section = within(container).getByRole('region', { name: 'Paths of the vote flow' });
    const table = within(section).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['State', 'Events in order', 'Scenario', 'Steps']);
    const row = within(table).getByRole('rowheader', { name: 'vote.otp.code.locked' }).closest('tr')!;
    const scenario = within(row).getByRole('link', { name: 'otp-locked' });
    expect(scenario.getAttribute('href')).toBe('/bestrestaurantsandbars/votenow?scenario=otp-locked');
    expect(within(row).getByText('done: checkOtp (status 406)')).toBeTruthy();
    expect(within(row).getAllByRole('list')).toHaveLength(2);
  });
});

describe('inspector masking', () => {
  it('masks phone numbers and e-mail addresses at any depth', () => {
    expect(maskEvent({ type: 'field.changed', field: 'phone', value: '81234567890' })).toEqual({
      type: 'field.changed',
      field: 'phone',
      value: '•••••••••90',
    });
    expect(maskEvent({ type: 'field.changed', field: 'email', value: 'ana@example.com' })).toEqual({
      type: 'field.changed',
      field: 'email',
      value: 'a•••@e•••',
    });
    expect(maskEvent({ type: 'field.changed', field: 'fullName', value: 'Ana' })).toEqual({
      type: 'field.changed',
      field: 'fullName',
      value: 'Ana',
    });
    expect(maskEvent({ type: 'x', output: { phone: '+6281234', nested: [{ email: 'b@c.de' }] } })).toEqual({
      type: 'x',
      output: { phone: '••••••34', nested: [{ email: 'b•••@c•••' }] },
    });
  });
});

/** The ids of the active state nodes, each found with the public `matches`. */
function activeByMatches(snapshot: AnyMachineSnapshot): string[] {
  const nodes = getStateNodes(snapshot.machine.root).filter((node) => {
    const value = node.path.slice(0, -1).reduceRight<unknown>((inner, key) => ({ [key]: inner }), node.path.at(-1));
    return snapshot.matches(value as Parameters<AnyMachineSnapshot['matches']>[0]);
  });
  return [snapshot.machine.root.id, ...nodes.map((node) => node.id)].sort();
}

describe('machine inspector', () => {
  function inspected() {
    const messages: MachineMessage[] = [];
    return { messages, inspect: createMachineInspector({ postMessage: (message: MachineMessage) => messages.push(message) }) };
  }

  it('posts the active states of a compound machine under its catalog id, and nothing for the actors it spawns', async () => {
    const { messages, inspect } = inspected();
    const script = scriptedData({ judges: [] });
    const actor = createActor(script.machine, { input: { hydrating: true }, inspect }).start();
    expect(messages.at(-1)).toMatchObject({ machine: 'data', states: ['data', 'data.page', 'data.page.hydrating'] });
    actor.send({ type: 'page.hydrated' });
    expect(messages.at(-1)?.states).toEqual(['data', 'data.page', 'data.page.hydrated']);
    // The loaders it spawned are not machines: nothing posted for them.
    expect(messages.every((message) => message.machine === 'data')).toBe(true);
    actor.stop();
  });

  it('posts every region of a parallel machine, as matches sees them', () => {
    const { messages, inspect } = inspected();
    const region = { initial: 'waiting', states: { waiting: { on: { go: 'done' } }, done: {} } };
    const machine = createMachine({ id: 'vote', type: 'parallel', states: { code: region, whatsapp: region, email: region } });
    const actor = createActor(machine, { inspect }).start();
    actor.send({ type: 'go' });
    const last = messages.at(-1)!;
    expect(last.machine).toBe('vote');
    expect([...last.states].sort()).toEqual(activeByMatches(actor.getSnapshot()));
    expect(last.states).toEqual(expect.arrayContaining(['vote', 'vote.code', 'vote.code.done', 'vote.email.done', 'vote.whatsapp.done']));
    actor.stop();
  });
});
