import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { bootstrapMachine, type BootstrapData } from '../../machines/bootstrap.machine';
import { createStore, StoreProvider, useSiteData, type Store } from '../../src/data/store';
import { nominee } from './fixtures';

type Answer<K extends keyof BootstrapData> = { resolve: (value: BootstrapData[K]) => void };

/** A store whose nominees' answer comes when the test gives it; the other answers never come. */
function storeWithHeldNominees(options: { hydrating?: boolean; built?: Record<string, unknown> } = {}) {
  const answer: Partial<Answer<'nominees'>> = {};
  const never = <T,>() => fromPromise<T>(() => new Promise<T>(() => undefined));
  const machine = bootstrapMachine.provide({
    actors: {
      websiteData: never<NonNullable<BootstrapData['websiteData']>>(),
      nominees: fromPromise<BootstrapData['nominees']>(() => new Promise((resolve) => (answer.resolve = resolve))),
      partners: never<BootstrapData['partners']>(),
      sponsors: never<BootstrapData['sponsors']>(),
      publications: never<BootstrapData['publications']>(),
      judges: never<BootstrapData['judges']>(),
    },
  });
  const store = createStore({ machine, ...options });
  const answerNominees = async (names: string[]) => {
    await act(async () => {
      answer.resolve!(names.map((name) => nominee(name, 'jakarta')));
      for (let round = 0; round < 10; round++) await Promise.resolve();
    });
  };
  return { store, answerNominees };
}

/** Commits of each view (React's Profiler, which development builds call on every commit). */
const commits = { names: 0, judges: 0, menu: 0 };

function NomineeNames() {
  const names = useSiteData((data) => data.nominees.map((item) => item.name).join(', '));
  return <p data-testid="names">{names || 'none'}</p>;
}

function JudgeCount() {
  const judges = useSiteData((data) => data.judges);
  return <p data-testid="judges">{judges.length}</p>;
}

function MenuSize() {
  // A new empty list on every call while the website data is missing.
  const menu = useSiteData((data) => data.websiteData?.menu ?? []);
  return <p data-testid="menu">{menu.length}</p>;
}

function renderViews(store: Store) {
  return render(
    <StoreProvider store={store}>
      <Profiler id="names" onRender={() => (commits.names += 1)}>
        <NomineeNames />
      </Profiler>
      <Profiler id="judges" onRender={() => (commits.judges += 1)}>
        <JudgeCount />
      </Profiler>
      <Profiler id="menu" onRender={() => (commits.menu += 1)}>
        <MenuSize />
      </Profiler>
    </StoreProvider>,
  );
}

const shownNames = () => screen.getByTestId('names').textContent;

describe('the store, as views read it', () => {
  afterEach(() => {
    cleanup();
    commits.names = 0;
    commits.judges = 0;
    commits.menu = 0;
  });

  it('shows an answer once it arrives, re-rendering only the views whose selection changed', async () => {
    const { store, answerNominees } = storeWithHeldNominees();
    renderViews(store);
    expect(shownNames()).toBe('none');
    const judgeCommits = commits.judges;
    const nameCommits = commits.names;

    await answerNominees(['kaum', 'nusa']);

    expect(shownNames()).toBe('kaum, nusa');
    expect(commits.names).toBeGreaterThan(nameCommits);
    expect(commits.judges).toBe(judgeCommits);
  });

  it('does not render a view again when nothing has arrived, even if its selection is a new empty list each time', async () => {
    const { store } = storeWithHeldNominees();
    await act(async () => {
      renderViews(store);
    });
    expect(commits.menu).toBe(1);
    expect(commits.names).toBe(1);
  });

  it('reads the data the page was built with until the page has hydrated, then the answers', async () => {
    const { store, answerNominees } = storeWithHeldNominees({
      hydrating: true,
      built: { nominees: [nominee('built', 'jakarta')] },
    });
    renderViews(store);
    await answerNominees(['renamed']);
    expect(shownNames()).toBe('built');

    await act(async () => store.markHydrated());

    expect(shownNames()).toBe('renamed');
  });
});
