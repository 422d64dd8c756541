import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore, StoreProvider, useData, useHydrated, type Store } from '../../src/stores/data-store';
import { ROUTES } from '../../src/routes';
import { dataKey, STARTUP_DATA } from '../../src/data/loaders';
import { scriptedData } from './data-support';
import { nominee } from './fixtures';

/** A store whose nominees' answer comes when the test gives it; the other answers never come. */
function storeWithHeldNominees(options: { hydrating?: boolean; built?: Record<string, unknown> } = {}) {
  const script = scriptedData();
  const store = createStore({ loadMachine: () => script.start, ...options });
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
    let hydrated = false;
    void store.hydrated().then(() => (hydrated = true));
    renderViews(store);
    await answerNominees(['renamed']);
    expect(shownNames()).toBe('built');
    expect(hydrated).toBe(false);

    await act(async () => store.markHydrated());

    expect(shownNames()).toBe('renamed');
    expect(hydrated).toBe(true);
  });

  it('hydrates on the built data before the machine’s code arrives, then asks for what the page needs', async () => {
    const script = scriptedData();
    let machineArrives: () => void = () => undefined;
    const store = createStore({
      hydrating: true,
      built: { nomineeCards: [nominee('built', 'jakarta')] },
      loadMachine: () => new Promise((resolve) => (machineArrives = () => resolve(script.start))),
    });
    function Article() {
      const { article } = useData(ROUTES.winnerArticle, { id: '2024', slug: 'kaum' });
      return <p data-testid="article">{`${useHydrated() ? 'hydrated' : 'hydrating'} ${article.status}`}</p>;
    }
    renderViews(store);
    render(
      <StoreProvider store={store}>
        <Article />
      </StoreProvider>,
    );
    expect(shownNames()).toBe('built');
    await act(async () => store.markHydrated());
    // Interactive on what it was built with: nothing asked yet.
    expect(screen.getByTestId('article').textContent).toBe('hydrated loading');
    expect(script.requests).toEqual([]);
    const nameCommits = commits.names;

    await act(async () => {
      machineArrives();
      for (let round = 0; round < 10; round++) await Promise.resolve();
    });

    // The startup data and the article the page asked for meanwhile, each once.
    expect(script.requests).toContain('winnerArticle/2024/kaum');
    expect(script.requests).toContain('nomineeCards');
    expect(new Set(script.requests).size).toBe(script.requests.length);
    // The machine starts from the views' own entries: the built list is not rendered again.
    expect(commits.names).toBe(nameCommits);
    expect(shownNames()).toBe('built');
  });

  it('fails what was not built when the machine’s code cannot be loaded after the reload, keeping what was', async () => {
    // The reload for the failed chunk has just happened (src/document/chunk-reload.ts): no second one.
    sessionStorage.setItem('chunk-reloaded-at', String(Date.now()));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createStore({
      hydrating: true,
      built: { nomineeCards: [nominee('built', 'jakarta')] },
      loadMachine: () => Promise.reject(new Error('offline')),
    });
    function Article() {
      const { article } = useData(ROUTES.winnerArticle, { id: '2024', slug: 'kaum' });
      return <p data-testid="article">{article.status}</p>;
    }
    renderViews(store);
    render(
      <StoreProvider store={store}>
        <Article />
      </StoreProvider>,
    );
    await act(async () => store.markHydrated());

    expect(screen.getByTestId('article').textContent).toBe('failed');
    expect(shownNames()).toBe('built');
    expect(screen.getByTestId('menu').textContent).toBe('0');
    expect(warn).toHaveBeenCalledWith('[data] the data machine could not be loaded', expect.any(Error));
    sessionStorage.clear();
    warn.mockRestore();
  });

  it('settles the startup only once its answers are in, built or not', async () => {
    const script = scriptedData();
    const store = createStore({ loadMachine: () => script.start });
    let settled = false;
    void store.startupSettled().then(() => (settled = true));
    await act(async () => {
      for (let round = 0; round < 10; round++) await Promise.resolve();
    });
    // The machine has asked: its first requests show as loading, and nothing has settled.
    expect(store.view().entries.judges?.status).toBe('loading');
    expect(settled).toBe(false);

    await act(async () => {
      for (const name of STARTUP_DATA) script.answer(dataKey([name]), name === 'websiteData' ? { menu: [] } : []);
      for (let round = 0; round < 10; round++) await Promise.resolve();
    });
    expect(settled).toBe(true);
  });
});
