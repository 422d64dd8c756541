/**
 * Data bootstrap (spec section 4, "Startup"): website data, nominees,
 * partners, sponsors, publications and judges are each requested once, in
 * parallel, into one shared store. A failed or refused call only leaves its
 * own region `failed`; the views hide what depends on it.
 *
 * A page built with its data (docs/decisions/015, 022) starts with that data
 * in the context (`input.prebuilt`) and asks for every resource all the same:
 * the answer replaces the built data; a failure fails the region, as it would
 * have without it (the spec's "ignored" leaves nothing to show).
 *
 * The `page` region says whether the page's HTML has been hydrated, the one
 * meaning of "hydrated" in the app. While it hydrates (`input.hydrating`),
 * an answer or a failure is held (`answered`, `refused`) and applied on
 * `page.hydrated`: the views render exactly the data the HTML was built from
 * until then, whenever the answers arrive.
 */
import { assign, fromPromise, setup, stateIn } from 'xstate';
import { describeError } from '../src/lib/errors';
import { requestData, STARTUP_RESOURCES, type DataOf, type StartupResource } from '../src/data/loaders';

export type BootstrapData = { [R in StartupResource]: R extends 'websiteData' ? DataOf<R> | null : DataOf<R> };

export type Resource = StartupResource;

export interface BootstrapContext extends BootstrapData {
  /** The resources whose data came with the page, shown while their answer is on the way. */
  prebuilt: readonly Resource[];
  /** Answers that came while the page hydrated, applied once it has. */
  held: Partial<BootstrapData>;
  hydrating: boolean;
}

export interface BootstrapInput {
  prebuilt?: Partial<BootstrapData>;
  /** The first render hydrates HTML: answers wait for `page.hydrated`. */
  hydrating?: boolean;
}

export type BootstrapEvent = { type: 'page.hydrated' };

export const RESOURCES = STARTUP_RESOURCES;

export const emptyBootstrapData = (): BootstrapData => ({
  websiteData: null,
  nominees: [],
  partners: [],
  sponsors: [],
  publications: [],
  judges: [],
});

/** One region per resource: loading, then ready or failed (held while the page hydrates). */
function resourceRegion<K extends Resource>(resource: K) {
  return {
    initial: 'loading' as const,
    states: {
      loading: {
        invoke: {
          src: resource,
          onDone: [
            {
              guard: 'pageHydrated' as const,
              target: 'ready' as const,
              actions: {
                type: 'store' as const,
                params: ({ event }: { event: { output: unknown } }) => ({ resource, value: event.output }),
              },
            },
            {
              target: 'answered' as const,
              actions: {
                type: 'hold' as const,
                params: ({ event }: { event: { output: unknown } }) => ({ resource, value: event.output }),
              },
            },
          ],
          onError: [
            {
              guard: 'pageHydrated' as const,
              target: 'failed' as const,
              actions: [
                { type: 'forget' as const, params: { resource } },
                { type: 'logFailure' as const, params: ({ event }: { event: { error: unknown } }) => ({ resource, error: event.error }) },
              ],
            },
            {
              target: 'refused' as const,
              actions: {
                type: 'logFailure' as const,
                params: ({ event }: { event: { error: unknown } }) => ({ resource, error: event.error }),
              },
            },
          ],
        },
      },
      answered: {
        on: { 'page.hydrated': { target: 'ready' as const, actions: { type: 'applyHeld' as const, params: { resource } } } },
      },
      refused: {
        on: { 'page.hydrated': { target: 'failed' as const, actions: { type: 'forget' as const, params: { resource } } } },
      },
      ready: { type: 'final' as const },
      failed: { type: 'final' as const },
    },
  };
}

const withoutPrebuilt = (context: BootstrapContext, resource: Resource) => context.prebuilt.filter((item) => item !== resource);

export const bootstrapMachine = setup({
  types: {
    context: {} as BootstrapContext,
    input: {} as BootstrapInput,
    events: {} as BootstrapEvent,
  },
  actors: {
    websiteData: fromPromise(() => requestData(['websiteData'])),
    nominees: fromPromise(() => requestData(['nominees'])),
    partners: fromPromise(() => requestData(['partners'])),
    sponsors: fromPromise(() => requestData(['sponsors'])),
    publications: fromPromise(() => requestData(['publications'])),
    judges: fromPromise(() => requestData(['judges'])),
  },
  guards: {
    pageHydrated: stateIn({ page: 'hydrated' }),
    startsHydrated: ({ context }) => !context.hydrating,
  },
  actions: {
    store: assign(({ context }, { resource, value }: { resource: Resource; value: unknown }) => ({
      [resource]: value,
      prebuilt: withoutPrebuilt(context, resource),
    })),
    hold: assign(({ context }, { resource, value }: { resource: Resource; value: unknown }) => ({
      held: { ...context.held, [resource]: value },
    })),
    applyHeld: assign(({ context }, { resource }: { resource: Resource }) => ({
      [resource]: context.held[resource],
      prebuilt: withoutPrebuilt(context, resource),
    })),
    // The built data goes too: a failed resource shows nothing, as it would have without it.
    forget: assign(({ context }, { resource }: { resource: Resource }) => ({
      [resource]: emptyBootstrapData()[resource],
      prebuilt: withoutPrebuilt(context, resource),
    })),
    logFailure: (_, { resource, error }: { resource: Resource; error: unknown }) => {
      // The message only: a request error object carries the request options, token included.
      console.warn(`[bootstrap] ${resource} not loaded; its sections stay hidden: ${describeError(error)}`);
    },
  },
}).createMachine({
  id: 'bootstrap',
  type: 'parallel',
  context: ({ input }) => {
    const prebuilt = input.prebuilt ?? {};
    return {
      ...emptyBootstrapData(),
      ...prebuilt,
      prebuilt: RESOURCES.filter((resource) => prebuilt[resource] !== undefined),
      held: {},
      hydrating: input.hydrating ?? false,
    };
  },
  states: {
    page: {
      initial: 'hydrating',
      states: {
        hydrating: {
          always: { guard: 'startsHydrated', target: 'hydrated' },
          on: { 'page.hydrated': 'hydrated' },
        },
        hydrated: { type: 'final' },
      },
    },
    websiteData: resourceRegion('websiteData'),
    nominees: resourceRegion('nominees'),
    partners: resourceRegion('partners'),
    sponsors: resourceRegion('sponsors'),
    publications: resourceRegion('publications'),
    judges: resourceRegion('judges'),
  },
});
