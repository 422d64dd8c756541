/// <reference types="trusted-types" />
/**
 * Trusted Types (docs/decisions/013). The Content-Security-Policy says
 * `require-trusted-types-for 'script'`, so the browser refuses a plain string at
 * every HTML, script and script-URL sink, and `trusted-types` lists the only
 * policies the site may create: each blesses one kind of value, in one place.
 *
 * - sanitized-html: src/components/html-sanitiser.ts, whose policy *is* the sanitiser (created at
 *   start-up, refusing everything until the sanitiser has loaded);
 * - built-html: src/components/Html.tsx, the server HTML a built page holds, already cleaned by the
 *   build's sanitiser, taken as the page hydrates and kept while its data holds the same HTML;
 * - json-ld: a nominee's structured data (JSON, checked as JSON);
 * - machine-chart: the machine charts, drawn here from the machines (simulator builds);
 * - dompurify: DOMPurify's own, for parsing what it is asked to clean;
 * - default: what libraries pass as plain strings and the site allows on purpose:
 *   React's way of creating a <script> element, and the simulator's service worker.
 */
import { SIMULATOR_WORKER } from '../lib/simulator-worker.ts';

export const TRUSTED_TYPES_POLICY_NAMES = ['sanitized-html', 'built-html', 'json-ld', 'machine-chart', 'dompurify', 'default'] as const;

type PolicyName = Exclude<(typeof TRUSTED_TYPES_POLICY_NAMES)[number], 'dompurify'>;

const factory = (): TrustedTypePolicyFactory | undefined => (globalThis as { trustedTypes?: TrustedTypePolicyFactory }).trustedTypes;

const created = new Map<PolicyName, TrustedTypePolicy>();

/** A policy of the site, created once; null where the browser has no Trusted Types (strings are then used as they are). */
export function sitePolicy(name: PolicyName, rules: TrustedTypePolicyOptions): TrustedTypePolicy | null {
  const policies = factory();
  if (!policies) return null;
  const policy = created.get(name) ?? policies.createPolicy(name, rules);
  created.set(name, policy);
  return policy;
}

/** React creates a <script> element by parsing exactly this string. */
const REACT_SCRIPT_SHELL = '<script></script>';

/**
 * `built-html`: the server HTML a built page holds, taken from the page as it is (src/components/Html.tsx).
 * Created with the default policy, before any other script of the page runs, so that its name is
 * never free for anything else to take.
 */
export function builtHtmlPolicy(): TrustedTypePolicy | null {
  return sitePolicy('built-html', { createHTML: (html) => html });
}

/** The sanitiser's rule once its module has loaded (src/components/html-sanitiser.ts). */
let sanitizerRule: ((html: string) => string) | null = null;

/**
 * `sanitized-html`: server HTML through the sanitiser, given as `rule` by its module when it loads.
 * The sanitiser loads only when a page needs it (src/components/sanitiser-loader.ts), but the
 * policy is created at start-up, so that its name is never free for anything else to take: until
 * the rule is given, it refuses everything.
 */
export function sanitizedHtmlPolicy(rule?: (html: string) => string): TrustedTypePolicy | null {
  if (rule) sanitizerRule = rule;
  return sitePolicy('sanitized-html', { createHTML: (html) => (sanitizerRule ? sanitizerRule(html) : refuse('HTML')) });
}

/**
 * The default policy: the two plain strings the site passes to sinks on purpose; anything else is
 * refused. With it, the site's policies for server HTML, so that their names are taken first.
 */
export function installDefaultPolicy(): void {
  builtHtmlPolicy();
  sanitizedHtmlPolicy();
  sitePolicy('default', {
    createHTML: (input) => (input === REACT_SCRIPT_SHELL ? input : refuse('HTML')),
    // A build-time literal: live builds register no worker, so their policy allows no script URL at all.
    ...(__SIMULATOR__
      ? {
          // The worker's address carries the paths the simulator answers in its query.
          createScriptURL: (input: string) => (isSimulatorWorker(new URL(input, location.href)) ? input : refuse('script URL')),
        }
      : {}),
  });
}

function isSimulatorWorker(url: URL): boolean {
  return url.origin === location.origin && url.pathname === SIMULATOR_WORKER && url.hash === '';
}

/** The refused string stays out of the message: it may be what a visitor typed, and messages reach logs. */
function refuse(kind: string): never {
  throw new TypeError(`Trusted Types: refused a plain ${kind}`);
}
