import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, StoreProvider, useData, type Store } from '../../src/stores/data-store';
import { scriptedData } from './data-support';
import { nominee } from './fixtures';

/** A store whose nominees' answer comes when the test gives it; the other answers never come. */
function storeWithHeldNominees(options: { hydrating?: boolean; built?: Record<string, unknown> } = {}) {
  const script = scriptedData();
  const store = createStore({ machine: script.machine, ...options });
  const answerNominees = async (names: string[]) => {
    await act(async () => {
      script.answer(
        'nomineeCards',
        names.map((name) => nominee(name, 'jakarta')),
      );
      for (let round = 0; round < 10; round++) await Promise.resolve();
    });
  };
  return { store, answerNominees };
}

/** Commits of each view (React's Profiler, which development builds call on every commit). */
const commits = { names: 0, judges: 0, menu: 0 };

function NomineeNames() {
  const { nomineeCards } = useData(['nomineeCards']);
  const names = (nomineeCards.data ?? []).map((item) => item.name).join(', ');
  return <p data-testid="names">{names || 'none'}</p>;
}

function JudgeCount() {
  const { judges } = useData(['judges']);
  return <p data-testid="judges">{judges.data?.length ?? 0}</p>;
}

function MenuSize() {
  const { websiteData } = useData(['websiteData']);
  return <p data-testid="menu">{websiteData.data?.menu.length ?? 0}</p>;
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

  it('does not render a view again when nothing it reads has arrived', async () => {
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
      built: { nomineeCards: [nominee('built', 'jakarta')] },
    });
    renderViews(store);
    await answerNominees(['renamed']);
    expect(shownNames()).toBe('built');

    await act(async () => store.markHydrated());

    expect(shownNames()).toBe('renamed');
  });
});
