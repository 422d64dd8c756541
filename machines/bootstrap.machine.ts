/**
 * Data bootstrap (spec section 4, "Startup"): website data, nominees,
 * partners, sponsors, publications and judges are each requested once, in
 * parallel, into one shared store. A failed or refused call only leaves its
 * own region `failed`; the views hide what depends on it.
 *
 * A page built with its data (src/prerender/prebuilt.ts) starts with that data
 * in the context (`input.prebuilt`) and asks for every resource all the same:
 * the answer replaces the built data; a failure fails the region, as it would
 * have without it (the spec's "ignored" leaves nothing to show).
 */
import { assign, fromPromise, setup } from 'xstate';
import { describeError } from '../src/lib/errors';
import { startupRequest } from '../src/api/startup';
import type { Brand, Judge, Nominee, WebsiteData } from '../src/api/types';

export interface BootstrapData {
  websiteData: WebsiteData | null;
  nominees: Nominee[];
  partners: Brand[];
  sponsors: Brand[];
  publications: Brand[];
  judges: Judge[];
}

export type Resource = keyof BootstrapData;

export interface BootstrapContext extends BootstrapData {
  /** The resources whose data came with the page, shown while their answer is on the way. */
  prebuilt: readonly Resource[];
}

export interface BootstrapInput {
  prebuilt?: Partial<BootstrapData>;
}

export const RESOURCES = [
  'websiteData',
  'nominees',
  'partners',
  'sponsors',
  'publications',
  'judges',
] as const satisfies readonly Resource[];

export const emptyBootstrapData = (): BootstrapData => ({
  websiteData: null,
  nominees: [],
  partners: [],
  sponsors: [],
  publications: [],
  judges: [],
});

/** One region per resource: loading, then ready or failed. */
function resourceRegion<K extends Resource>(resource: K) {
  return {
    initial: 'loading' as const,
    states: {
      loading: {
        invoke: {
          src: resource,
          onDone: {
            target: 'ready' as const,
            actions: { type: 'store' as const, params: ({ event }: { event: { output: unknown } }) => ({ resource, value: event.output }) },
          },
          onError: {
            target: 'failed' as const,
            actions: [
              { type: 'forget' as const, params: { resource } },
              {
                type: 'logFailure' as const,
                params: ({ event }: { event: { error: unknown } }) => ({ resource, error: event.error }),
              },
            ],
          },
        },
      },
      ready: { type: 'final' as const },
      failed: { type: 'final' as const },
    },
  };
}

export const bootstrapMachine = setup({
  types: {
    context: {} as BootstrapContext,
    input: {} as BootstrapInput,
  },
  actors: {
    websiteData: fromPromise(() => startupRequest('websiteData')),
    nominees: fromPromise(() => startupRequest('nominees')),
    partners: fromPromise(() => startupRequest('partners')),
    sponsors: fromPromise(() => startupRequest('sponsors')),
    publications: fromPromise(() => startupRequest('publications')),
    judges: fromPromise(() => startupRequest('judges')),
  },
  actions: {
    store: assign(({ context }, { resource, value }: { resource: Resource; value: unknown }) => ({
      [resource]: value,
      prebuilt: context.prebuilt.filter((item) => item !== resource),
    })),
    // The built data goes too: a failed resource shows nothing, as it would have without it.
    forget: assign(({ context }, { resource }: { resource: Resource }) => ({
      [resource]: emptyBootstrapData()[resource],
      prebuilt: context.prebuilt.filter((item) => item !== resource),
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
    return { ...emptyBootstrapData(), ...prebuilt, prebuilt: RESOURCES.filter((resource) => prebuilt[resource] !== undefined) };
  },
  states: {
    websiteData: resourceRegion('websiteData'),
    nominees: resourceRegion('nominees'),
    partners: resourceRegion('partners'),
    sponsors: resourceRegion('sponsors'),
    publications: resourceRegion('publications'),
    judges: resourceRegion('judges'),
  },
});
