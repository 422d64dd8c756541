import { createActor } from 'xstate';
import { voteMachine } from '../../machines/vote.machine';
import { saveVoteFlow, type FlowStorage } from '../../machines/vote.persistence';
import type { ComponentProps } from 'react';
import type { Nominee } from '../../src/domain/types';
import type { NomineePicker } from '../../src/features/vote/NomineePicker';

/** A nominee with only what ordering and neighbour rules look at; every contact field absent. */
export const nominee = (slug: string, location: string, rank = 1, votes = 0): Nominee => ({
  _id: slug,
  slug,
  name: slug,
  location,
  content: '',
  images: [],
  logo_url: '',
  detail: { address: '-', phone: '-', email: '-', website: '-', domain: '-', instagram: '-' },
  rank,
  votes,
  category_name: '',
  group: 1,
});

/** Keeps in `storage` a vote flow at the form: nominee `id` chosen, "Ana" typed as the name. */
export function keepFlowAtForm(storage: FlowStorage, id = 'n1'): void {
  const actor = createActor(voteMachine).start();
  actor.send({ type: 'nominee.toggled', id });
  actor.send({ type: 'form.opened' });
  actor.send({ type: 'field.changed', field: 'fullName', value: 'Ana' });
  saveVoteFlow(storage, actor);
  actor.stop();
}

/** The vote list's props that a test of its keys or its search does not look at: nothing chosen, nothing sent. */
export const idlePickerProps: Omit<ComponentProps<typeof NomineePicker>, 'nominees' | 'filters'> = {
  linkedName: null,
  selected: [],
  onFiltersChange: () => undefined,
  onToggle: () => undefined,
  onVote: () => undefined,
  canVote: false,
  Heading: 'h1',
};
