/**
 * The simulator's real server (mocks/server.ts), read from Node as tests/e2e-live reads it: the data
 * the walks expect to see (its seed, as it serves it) and the codes it "sent", from its inbox
 * behind the control key.
 */
import type { InboxMessage } from '../../mocks/inbox';
import type { CONTROL_KEY_HEADER } from '../../mocks/server';
import { LOCATION_ORDER } from '../../src/domain/protocol';
import { scaled } from '../../tools/test-time-scale.mjs';

/** mocks/server.ts's header for the control key (checked against it by the type). */
const CONTROL_HEADER: typeof CONTROL_KEY_HEADER = 'x-simulator-key';

export interface Venue {
  slug: string;
  name: string;
  location: string;
  images: string[];
}

export interface Facts {
  /** The nominees the site lists, in the spec's order (city, then slug). */
  listed: Venue[];
  judges: { name: string; position: number }[];
  /** The 2024 winner articles, in the order the site links them. */
  winners2024: { slug: string; name: string }[];
}

export class BackEnd {
  constructor(
    readonly url: string,
    private readonly token: string,
    private readonly controlKey: string,
  ) {}

  private async get<T>(path: string, headers: Record<string, string> = {}): Promise<T> {
    const response = await fetch(`${this.url}${path}`, { headers });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return (await response.json()) as T;
  }

  private api<T>(path: string): Promise<T> {
    return this.get<{ status: number; data: T }>(path, { token: this.token, 'Content-Type': 'application/json' }).then(({ data }) => data);
  }

  async facts(): Promise<Facts> {
    const [nominees, judges, winners2024] = await Promise.all([
      this.api<Venue[]>('/api/get_nominees'),
      this.api<{ name: string; position: number }[]>('/api/get_judges'),
      this.get<{ slug: string; name: string }[]>('/assets/json/winner_new_2024.json'),
    ]);
    const bySlug = (a: Venue, b: Venue) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
    const listed = LOCATION_ORDER.flatMap((city) => nominees.filter((nominee) => nominee.location === city).sort(bySlug));
    return { listed, judges, winners2024 };
  }

  /** The newest code sent to a phone whose number ends with these digits, once it has been sent. */
  async codeFor(phoneDigits: string, timeoutMs = scaled(10_000)): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { messages } = await this.get<{ messages: InboxMessage[] }>('/__simulator/inbox', { [CONTROL_HEADER]: this.controlKey });
      const code = messages.find((message) => message.recipient.replace(/\D/g, '').endsWith(phoneDigits))?.code;
      if (code && /^\d{6}$/.test(code)) return code;
      if (Date.now() > deadline) throw new Error(`no code was sent to …${phoneDigits} within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
