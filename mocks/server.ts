/**
 * The simulator as a real HTTP server on loopback: the back end of a live build for development
 * and for the live-mode contract tests (tests/e2e-live). It answers with the very handlers of the
 * in-browser simulator through msw's `getResponse`; this file adds only what a real server has
 * and a service worker does not: CORS for the site's origin, the `token` check, absolute image
 * URLs, dropped connections, a record of every request and a few control endpoints.
 *
 * Start it with `npm run simulator:serve` (tools/simulator-serve.mjs). Environment:
 *   SIM_PORT (8787), SIM_HOST (127.0.0.1), SIM_TOKEN ('simulator-token', the public API token),
 *   SIM_CONTROL_KEY (the key to the control endpoints; random at each start and printed once
 *   unless set; never the API token, which every live build ships to every visitor),
 *   SITE_ORIGIN (http://127.0.0.1:5173, the one origin CORS allows),
 *   SIM_SCENARIO ('default'), SIM_PUBLIC_ORIGIN (http://SIM_HOST:SIM_PORT, prefixed to image URLs),
 *   SIM_KEEP_ALIVE ('1' keeps connections open as a deployed back end does; by default each
 *   connection closes after one answer, see `keepAlive`), SIM_PHOTO_CACHE (where the photos are
 *   cached, see mocks/photos.ts).
 *
 * JSON and SVG answers are gzip-compressed when the client accepts it, as a deployed back end's are.
 * Photos (/sim/img/{kind}/{id}.jpg) come from mocks/photos.ts, with an ETag and 304 on revalidation,
 * never gzipped (a JPEG is compressed already).
 *
 * A QA host may expose it, so it also refuses a Host header that is not its own (DNS rebinding:
 * 421), request bodies over 64 KB (413), and names each client's address to the vote rules
 * (their rate limits) in the X-Real-IP header, as a reverse proxy would.
 *
 * Control endpoints (never CORS-enabled; every one but health needs the header
 * `x-simulator-key` = SIM_CONTROL_KEY):
 *   GET  /__simulator/health                  'ok' (for process managers and Playwright)
 *   GET  /__simulator/requests                {requests: RecordedRequest[]}, oldest first
 *   GET  /__simulator/inbox                   {messages: InboxMessage[]}, newest first
 *   POST /__simulator/reset?scenario=&token=  fresh state, records and static counters; the scenario
 *                                             and the token /api/* expects (defaults: the start values)
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { isPhotoRequest } from './data/images';
import { createHandlers } from './handlers';
import { CLIENT_ADDRESS_HEADER } from './handlers/effects';
import type { InboxMessage } from './inbox';
import { answerPhotoRequest } from './photos';
import { DEFAULT_SCENARIO, getScenarioDefinition, isScenarioName, type ScenarioName } from './scenarios';
import { createMemoryStore, createSimulator, type Simulator } from './state';

export const DEFAULT_SIM_PORT = 8787;
export const DEFAULT_SIM_TOKEN = 'simulator-token';
/** The address of `npm run preview` / `npm start` (tools/serve.mjs). */
export const DEFAULT_SITE_ORIGIN = 'http://127.0.0.1:5173';

export interface SimulatorServerOptions {
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  /** The `token` every /api/* request must carry (the public API token of the live build). */
  token?: string;
  /** The key to the control endpoints (header `x-simulator-key`); random when not given. */
  controlKey?: string;
  /** The one origin allowed by CORS. */
  siteOrigin?: string;
  scenario?: ScenarioName;
  /** Prefixed to the simulator's image paths (/sim/img/...) in answers; default: the server's own origin. */
  publicOrigin?: string;
  /**
   * Keep connections open between answers. Off by default: with one answer per connection a
   * browser never silently resends a request whose reused connection dropped, so the record shows
   * exactly what the site sent. The benchmark turns it on, as a deployed back end would.
   */
  keepAlive?: boolean;
  now?: () => number;
}

/** What the contract tests read back: one entry per request, control endpoints excepted. */
export interface RecordedRequest {
  seq: number;
  at: number;
  method: string;
  path: string;
  query: Record<string, string>;
  /** Only the headers of interest, lower-case, when present. */
  headers: Partial<Record<RecordedHeader, string>>;
  body: string;
  /** The status answered; 0 when the connection was dropped. */
  status: number;
}

export const RECORDED_HEADERS = [
  'token',
  'content-type',
  'cookie',
  'origin',
  'x-xsrf-token',
  'authorization',
  'access-control-request-method',
  'access-control-request-headers',
] as const;
export type RecordedHeader = (typeof RECORDED_HEADERS)[number];

const RECORD_LIMIT = 5000;
/** Form bodies of the spec's calls are a few hundred bytes. */
export const BODY_LIMIT_BYTES = 64 * 1024;
export const CONTROL_KEY_HEADER = 'x-simulator-key';
const CONTROL_PREFIX = '/__simulator/';
/** The request headers a cross-origin call may send (the preflight's answer). */
const ALLOWED_HEADERS = 'token, content-type';
const ALLOWED_METHODS = 'GET, POST';
const COMPRESSIBLE_TYPE = /json|svg/;

export interface SimulatorServer {
  server: Server;
  /** Resolves with the base URL once listening. */
  listen(): Promise<string>;
  close(): Promise<void>;
  url(): string;
  /** The key to the control endpoints. */
  controlKey: string;
  scenario(): ScenarioName;
  requests(): readonly RecordedRequest[];
  inbox(): readonly InboxMessage[];
  reset(options?: { scenario?: ScenarioName; token?: string }): void;
}

interface Running {
  simulator: Simulator;
  handlers: ReturnType<typeof createHandlers>;
  scenario: ScenarioName;
  token: string;
}

class BodyTooLargeError extends Error {}

/** The request body, or BodyTooLargeError past BODY_LIMIT_BYTES (read no further). */
function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) {
        request.pause();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The whole body of an answer, or null when the client closed the connection first (the read is then cancelled). */
async function readUntilClosed(answer: Response, response: ServerResponse): Promise<Buffer | null> {
  const reader = answer.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const cancel = () => void reader.cancel().catch(() => undefined);
  response.once('close', cancel);
  const chunks: Uint8Array[] = [];
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  } finally {
    response.off('close', cancel);
  }
  return response.destroyed ? null : Buffer.concat(chunks);
}

function toHeaders(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** The client's address for the vote rules, replacing any value the client sent itself. */
function withClientAddress(headers: Headers, request: IncomingMessage): Headers {
  headers.set(CLIENT_ADDRESS_HEADER, request.socket.remoteAddress ?? 'unknown');
  return headers;
}

function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  response.end(JSON.stringify(body));
}

export function createSimulatorServer(options: SimulatorServerOptions = {}): SimulatorServer {
  const host = options.host ?? '127.0.0.1';
  const startToken = options.token ?? DEFAULT_SIM_TOKEN;
  const controlKey = options.controlKey ?? randomBytes(24).toString('base64url');
  const siteOrigin = options.siteOrigin ?? DEFAULT_SITE_ORIGIN;
  const startScenario = options.scenario ?? DEFAULT_SCENARIO;
  let records: RecordedRequest[] = [];
  let seq = 0;
  let running: Running = start(startScenario, startToken);

  function start(scenario: ScenarioName, token: string): Running {
    const simulator = createSimulator({
      store: createMemoryStore(),
      size: getScenarioDefinition(scenario).dataSize,
      delivery: () => getScenarioDefinition(scenario).delivery,
      ...(options.now ? { now: options.now } : {}),
    });
    // A new handler set also restarts the per-path counters of static-flaky and static-dropped.
    return { simulator, handlers: createHandlers(simulator, () => running.scenario), scenario, token };
  }

  const baseUrl = () => {
    const address = server.address() as AddressInfo | null;
    return `http://${host}:${address?.port ?? options.port ?? DEFAULT_SIM_PORT}`;
  };
  const publicOrigin = () => options.publicOrigin ?? baseUrl();

  function record(request: IncomingMessage, url: URL, body: string): RecordedRequest {
    const headers: RecordedRequest['headers'] = {};
    for (const name of RECORDED_HEADERS) {
      const value = headerOf(request, name);
      if (value !== undefined) headers[name] = value;
    }
    const entry: RecordedRequest = {
      seq: ++seq,
      at: Date.now(),
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
      status: 0,
    };
    records.push(entry);
    if (records.length > RECORD_LIMIT) records = records.slice(-RECORD_LIMIT);
    return entry;
  }

  function reset({ scenario, token }: { scenario?: ScenarioName; token?: string } = {}): void {
    running = start(scenario ?? startScenario, token ?? startToken);
    records = [];
  }

  function control(request: IncomingMessage, response: ServerResponse, url: URL): void {
    const route = url.pathname.slice(CONTROL_PREFIX.length);
    if (route === 'health') {
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.end('ok');
      return;
    }
    // Only the holder of the control key (a test runner, a developer's shell) may read or reset.
    if (headerOf(request, CONTROL_KEY_HEADER) !== controlKey) return sendJson(response, 401, { message: 'Missing or wrong control key' });
    if (request.method === 'GET' && route === 'requests') return sendJson(response, 200, { requests: records });
    if (request.method === 'GET' && route === 'inbox') return sendJson(response, 200, { messages: running.simulator.inbox.messages() });
    if (request.method === 'POST' && route === 'reset') {
      const scenario = url.searchParams.get('scenario');
      if (scenario !== null && !isScenarioName(scenario)) return sendJson(response, 400, { message: `Unknown scenario ${scenario}` });
      reset({ scenario: scenario ?? undefined, token: url.searchParams.get('token') ?? undefined });
      return sendJson(response, 200, { scenario: running.scenario });
    }
    sendJson(response, 404, { message: 'Unknown control endpoint' });
  }

  /** The Host values this server answers to: its own address, and the public origin's. */
  const ownHosts = () => {
    const own = new URL(baseUrl()).host;
    const hosts = new Set([own, new URL(publicOrigin()).host]);
    if (host === '127.0.0.1') hosts.add(own.replace('127.0.0.1', 'localhost'));
    return hosts;
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // A page on another name that resolves here (DNS rebinding) must not reach the API or the controls.
    if (!ownHosts().has(headerOf(request, 'host') ?? '')) return sendJson(response, 421, { message: 'Unknown host' });
    const url = new URL(request.url ?? '/', baseUrl());
    if (url.pathname.startsWith(CONTROL_PREFIX)) return control(request, response, url);

    const method = (request.method ?? 'GET').toUpperCase();
    let bodyBuffer: Buffer = Buffer.alloc(0);
    if (method !== 'GET' && method !== 'HEAD') {
      try {
        bodyBuffer = await readBody(request);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        return sendJson(response, 413, { message: 'Body too large' }, { Connection: 'close' });
      }
    }
    const entry = record(request, url, bodyBuffer.toString('utf8'));

    const origin = headerOf(request, 'origin');
    const cors: Record<string, string> = { Vary: 'Origin, Accept-Encoding' };
    if (origin === siteOrigin) cors['Access-Control-Allow-Origin'] = origin;

    const acceptsGzip = /\bgzip\b/.test(headerOf(request, 'accept-encoding') ?? '');
    /** Sends the status and headers at once; `finish` sends the body, compressed when the headers said so. */
    const open = (status: number, headers: Record<string, string>) => {
      entry.status = status;
      const gzip = method !== 'HEAD' && acceptsGzip && COMPRESSIBLE_TYPE.test(headers['content-type'] ?? '');
      response.writeHead(status, { ...cors, ...headers, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
      response.flushHeaders();
      return (body?: Buffer | string): void => {
        response.end(method === 'HEAD' || body === undefined ? undefined : gzip ? gzipSync(body) : body);
      };
    };
    const answer = (status: number, headers: Record<string, string>, body?: Buffer | string): void => open(status, headers)(body);

    // The preflight of a call with the `token` header or a JSON content type: never refused for
    // want of a token (browsers send none on it), allowed only for the site's origin.
    if (method === 'OPTIONS') {
      const preflight: Record<string, string> = cors['Access-Control-Allow-Origin']
        ? {
            'Access-Control-Allow-Methods': ALLOWED_METHODS,
            'Access-Control-Allow-Headers': ALLOWED_HEADERS,
            'Access-Control-Max-Age': '600',
          }
        : {};
      return answer(204, preflight);
    }

    if (url.pathname.startsWith('/api/') && headerOf(request, 'token') !== running.token) {
      return answer(
        401,
        { 'Content-Type': 'application/json; charset=utf-8' },
        JSON.stringify({ status: 0, data: null, message: 'Missing or wrong token' }),
      );
    }

    // The photos are files on a real back end, not handler answers (MSW draws only the SVGs).
    if ((method === 'GET' || method === 'HEAD') && isPhotoRequest(url.pathname)) {
      const photo = await answerPhotoRequest(url.pathname, headerOf(request, 'if-none-match'));
      return answer(photo.status, photo.headers, photo.body);
    }

    const mocked = await getResponse(
      running.handlers,
      new Request(url, {
        method,
        headers: withClientAddress(toHeaders(request), request),
        ...(bodyBuffer.length ? { body: entry.body } : {}),
      }),
    );
    if (!mocked) return answer(404, { 'Content-Type': 'text/plain; charset=utf-8' }, 'Not Found');
    if (mocked.type === 'error') {
      // A transport failure (otp-error, static-dropped): the connection drops without an answer.
      request.socket.destroy();
      return;
    }

    const headers: Record<string, string> = {};
    mocked.headers.forEach((value, name) => {
      if (name !== 'content-length') headers[name] = value;
    });
    // Headers first, the body once complete: a stalled answer (otp-stalled, submit-stalled) stalls on
    // the wire as it would from a real back end, until the client gives up and closes the connection.
    const finish = open(mocked.status, headers);
    let body = await readUntilClosed(mocked, response);
    if (body === null) return;
    if ((headers['content-type'] ?? '').includes('json')) {
      // The simulator's image paths become absolute: images live on the back end, not on the site.
      body = Buffer.from(body.toString('utf8').replaceAll('"/sim/img/', `"${publicOrigin()}/sim/img/`));
    }
    finish(body);
  }

  const server = createServer((request, response) => {
    if (!options.keepAlive) response.setHeader('Connection', 'close');
    handle(request, response).catch((error: unknown) => {
      console.error('[simulator-server]', error);
      if (!response.headersSent) sendJson(response, 500, { message: 'Simulator error' });
      else response.destroy();
    });
  });

  return {
    server,
    listen: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(options.port ?? DEFAULT_SIM_PORT, host, () => {
          server.off('error', reject);
          resolve(baseUrl());
        });
      }),
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
    url: baseUrl,
    controlKey,
    scenario: () => running.scenario,
    requests: () => records,
    inbox: () => running.simulator.inbox.messages(),
    reset,
  };
}

/** Options from the environment (see the header comment); throws on an unknown scenario. */
export function optionsFromEnv(env: Record<string, string | undefined>): SimulatorServerOptions {
  const scenario = env.SIM_SCENARIO?.trim() || DEFAULT_SCENARIO;
  if (!isScenarioName(scenario)) throw new Error(`Unknown SIM_SCENARIO '${scenario}'`);
  const host = env.SIM_HOST?.trim() || '127.0.0.1';
  const port = Number(env.SIM_PORT ?? DEFAULT_SIM_PORT);
  return {
    host,
    port,
    token: env.SIM_TOKEN ?? DEFAULT_SIM_TOKEN,
    ...(env.SIM_CONTROL_KEY?.trim() ? { controlKey: env.SIM_CONTROL_KEY.trim() } : {}),
    siteOrigin: (env.SITE_ORIGIN?.trim() || DEFAULT_SITE_ORIGIN).replace(/\/+$/, ''),
    scenario,
    ...(env.SIM_PUBLIC_ORIGIN?.trim() ? { publicOrigin: env.SIM_PUBLIC_ORIGIN.trim().replace(/\/+$/, '') } : {}),
    keepAlive: env.SIM_KEEP_ALIVE === '1',
  };
}

/** Starts a server from the environment; used by tools/simulator-serve.mjs. Never prints the API token. */
export async function startFromEnv(env: Record<string, string | undefined> = process.env): Promise<SimulatorServer> {
  const options = optionsFromEnv(env);
  const simulatorServer = createSimulatorServer(options);
  const url = await simulatorServer.listen();
  console.log(`Simulator back end at ${url} (scenario ${simulatorServer.scenario()}, CORS for ${options.siteOrigin})`);
  // Printed once, for whoever started it: the key is theirs, not the visitors'.
  if (!options.controlKey) console.log(`Control key (header ${CONTROL_KEY_HEADER}): ${simulatorServer.controlKey}`);
  const stop = () => {
    simulatorServer.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return simulatorServer;
}
