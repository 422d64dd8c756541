import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bootstrapMachine, RESOURCES } from '../../machines/bootstrap.machine';
import { StatusError } from '../../src/data/schemas';
import type { Brand, Judge, Nominee, WebsiteData } from '../../src/data/types';

const websiteData: WebsiteData = {
  menu: [],
  social_media: [],
  address: [],
  banner_home: null,
  how_to_vote: '',
  votes_page: null,
  schedule_time: null,
};
const kaum = { slug: 'kaum', name: 'Kaum' } as Nominee;

function machineWith(overrides: Partial<Record<(typeof RESOURCES)[number], () => Promise<unknown>>> = {}) {
  const calls: string[] = [];
  const actor = <T>(resource: (typeof RESOURCES)[number], fallback: T) =>
    fromPromise<T>(async () => {
      calls.push(resource);
      const override = overrides[resource];
      return override ? ((await override()) as T) : fallback;
    });
  const machine = bootstrapMachine.provide({
    actors: {
      websiteData: actor('websiteData', websiteData),
      nominees: actor('nominees', [kaum]),
      partners: actor('partners', [] as Brand[]),
      sponsors: actor('sponsors', [] as Brand[]),
      publications: actor('publications', [] as Brand[]),
      judges: actor('judges', [] as Judge[]),
    },
  });
  return { machine, calls };
}

describe('bootstrap machine', () => {
  it('requests every resource once, in parallel, and stores what arrives', async () => {
    const { machine, calls } = machineWith();
    const actor = createActor(machine, { input: {} }).start();
    expect(actor.getSnapshot().value).toEqual({
      page: 'hydrated',
      ...Object.fromEntries(RESOURCES.map((resource) => [resource, 'loading'])),
    });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(calls.sort()).toEqual([...RESOURCES].sort());
    expect(done.context.nominees).toEqual([kaum]);
    expect(done.context.websiteData).toEqual(websiteData);
  });

  it('ignores a response whose status is not 1 and isolates that failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { machine } = machineWith({ nominees: () => Promise.reject(new StatusError(0)) });
    const actor = createActor(machine, { input: {} }).start();
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.value).toMatchObject({ nominees: 'failed', websiteData: 'ready', judges: 'ready' });
    expect(done.context.nominees).toEqual([]);
    expect(done.context.websiteData).toEqual(websiteData);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/nominees.*StatusError: Response status 0/));
  });

  it('lets a fast resource be ready while a slow one still loads', async () => {
    let release: (value: unknown) => void = () => undefined;
    const { machine } = machineWith({ judges: () => new Promise((resolve) => (release = resolve)) });
    const actor = createActor(machine, { input: {} }).start();
    const partial = await waitFor(actor, (snapshot) => snapshot.matches({ nominees: 'ready' }));
    expect(partial.matches({ judges: 'loading' })).toBe(true);
    release([]);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
  });

  it('starts a page built with its data from that data, asks for it all the same, and takes the answer', async () => {
    const built = { slug: 'built', name: 'Built' } as Nominee;
    let release: (value: unknown) => void = () => undefined;
    const { machine, calls } = machineWith({ nominees: () => new Promise((resolve) => (release = resolve)) });
    const actor = createActor(machine, { input: { prebuilt: { nominees: [built], websiteData } } });
    expect(actor.getSnapshot().context).toMatchObject({ nominees: [built], prebuilt: ['websiteData', 'nominees'] });
    actor.start();
    expect(calls).toEqual([...RESOURCES]);
    await waitFor(actor, (snapshot) => snapshot.matches({ websiteData: 'ready' }));
    expect(actor.getSnapshot().context.prebuilt).toEqual(['nominees']);
    release([kaum]);
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.context).toMatchObject({ nominees: [kaum], prebuilt: [] });
  });

  it('drops the built data of a resource whose answer fails, so its sections hide as they would have without it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { machine } = machineWith({ nominees: () => Promise.reject(new StatusError(0)) });
    const actor = createActor(machine, { input: { prebuilt: { nominees: [kaum] } } }).start();
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(done.matches({ nominees: 'failed' })).toBe(true);
    expect(done.context).toMatchObject({ nominees: [], prebuilt: [] });
  });

  it('holds the answers that come while the page hydrates, and applies them once it has', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const built = { slug: 'built', name: 'Built' } as Nominee;
    const { machine } = machineWith({ judges: () => Promise.reject(new StatusError(0)) });
    const actor = createActor(machine, { input: { prebuilt: { nominees: [built], judges: [] }, hydrating: true } }).start();
    const held = await waitFor(actor, (snapshot) => snapshot.matches({ nominees: 'answered', judges: 'refused', partners: 'answered' }));
    // What the page was built with, unchanged, whatever has come.
    expect(held.matches({ page: 'hydrating' })).toBe(true);
    expect(held.context).toMatchObject({ nominees: [built], websiteData: null, prebuilt: ['nominees', 'judges'] });

    actor.send({ type: 'page.hydrated' });
    const done = actor.getSnapshot();
    expect(done.status).toBe('done');
    expect(done.value).toMatchObject({ page: 'hydrated', nominees: 'ready', judges: 'failed', websiteData: 'ready' });
    expect(done.context).toMatchObject({ nominees: [kaum], websiteData, judges: [], prebuilt: [] });
  });
});
