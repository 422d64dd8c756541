/**
 * The one place where scenarios change answers: every handler's resolver is wrapped by
 * `route(kind, resolver)`, which applies the active scenario for that kind of endpoint.
 */
import { delay, HttpResponse, type PathParams } from 'msw';
import { DATA_SUCCESS_STATUS, OTP_LOCK_STATUS, VOTE_STATUS } from '../../src/domain/protocol';
import type { ScenarioDefinition } from '../scenarios';
import type { Simulator } from '../state';
import { reshapeAnswer } from './variants';

/**
 * data: the lists of startup and get_counters / get_winner; detail: get_nominee;
 * submit-votes; code-request: otp (the resends); check-otp; static: /assets/json/*; image: /sim/img/*.svg.
 */
export type EndpointKind = 'data' | 'detail' | 'submit-votes' | 'code-request' | 'check-otp' | 'static' | 'image';

export interface ResolverInfo {
  request: Request;
  params: PathParams;
}

export type SimResolver = (info: ResolverInfo) => Response | Promise<Response>;

export interface HandlerContext {
  simulator: Simulator;
  /** The active scenario, read at request time (tests may switch it). */
  scenario: () => ScenarioDefinition;
  /** Wrap a resolver with the scenario effects for its kind of endpoint. */
  route: (kind: EndpointKind, resolver: SimResolver) => SimResolver;
}

export function createHandlerContext(simulator: Simulator, scenario: () => ScenarioDefinition): HandlerContext {
  /** static-flaky, static-dropped: answers given so far per path, for this handler set (a page load in the browser). */
  const staticHits = new Map<string, number>();

  const route =
    (kind: EndpointKind, resolver: SimResolver): SimResolver =>
    async (info) => {
      const active = scenario();
      // Images are page assets, not calls: they are never delayed or failed.
      if (kind === 'image') return resolver(info);
      if (active.delayMs > 0) await delay(active.delayMs);
      if (kind === 'data' && active.failDataLists) return HttpResponse.json({ status: 0, data: null });
      if (kind === 'static' && active.staticDropsPerPath + active.staticFailuresPerPath > 0) {
        const path = new URL(info.request.url).pathname;
        const hits = (staticHits.get(path) ?? 0) + 1;
        staticHits.set(path, hits);
        // A network error: the real server (mocks/server.ts) drops the connection for it.
        if (hits <= active.staticDropsPerPath) return HttpResponse.error();
        if (hits <= active.staticDropsPerPath + active.staticFailuresPerPath) {
          return HttpResponse.json({ message: 'Bad Request' }, { status: 400, statusText: 'Bad Request' });
        }
      }
      if (kind === 'check-otp' && active.checkOtp === 'locked') return HttpResponse.json({ status: OTP_LOCK_STATUS, data: null });
      if (kind === 'check-otp' && active.checkOtp === 'network-error') return HttpResponse.error();
      if (kind === active.stalls) return stalledAnswer();
      if (active.votedToday && (kind === 'submit-votes' || kind === 'code-request')) {
        return HttpResponse.json({ code: VOTE_STATUS.alreadyVoted, timeout: 0 });
      }
      const response = await resolver(info);
      return active.answers === 'as-is' ? response : reshapeAnswer(active.answers, kind, response);
    };

  return { simulator, scenario, route };
}

/** HTTP 200 and the first bytes of a JSON body that never ends: the answer of a back end that hung half-way. */
function stalledAnswer(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"status":'));
    },
  });
  return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
}

/**
 * The header in which the real server (server.ts) names the client's address, as a reverse proxy
 * would; it replaces any value the client sent. Absent in the browser, which is one client.
 */
export const CLIENT_ADDRESS_HEADER = 'x-real-ip';

export function clientOf(request: Request): string | undefined {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined;
}

/** Fields of a form-encoded (application/x-www-form-urlencoded) body. */
export async function readForm(request: Request): Promise<Record<string, string | undefined>> {
  const body = await request.text();
  return Object.fromEntries(new URLSearchParams(body));
}

/** The back end's envelope. */
export function envelope<T>(data: T, status = DATA_SUCCESS_STATUS): Response {
  return HttpResponse.json({ status, data } as Record<string, unknown>);
}
