/**
 * Functions that run in the page, sent by the drivers as their source: each is self-contained
 * (no imports, no outer names), as both drivers serialise them.
 */
import type { WireTarget } from './target';

/** What the page answers about a target: how many visible matches, and the first one's text. */
export interface Found {
  /** Testing Library is not in this document yet (a new document): inject it and ask again. */
  missing?: true;
  count: number;
  text: string;
}

/**
 * The visible elements `target` names, in document order, narrowed to its `nth` when it has one.
 * `want` says what comes back: the first element itself, or a summary (Found).
 */
export function locate(target: WireTarget, want: 'element' | 'found'): Element | null | Found {
  type Matcher = string | RegExp;
  interface Queries {
    queryAllByRole(container: Element, role: string, options: { name?: Matcher; pressed?: boolean; hidden: boolean }): Element[];
    queryAllByLabelText(container: Element, text: Matcher): Element[];
  }
  const queries = (window as unknown as { TestingLibraryDom?: Queries }).TestingLibraryDom;
  if (!queries) return want === 'element' ? null : { missing: true, count: 0, text: '' };

  const normalise = (value: string) => value.replace(/\s+/g, ' ').trim();
  const visible = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.visibility !== 'collapse';
  };
  const matcherOf = (match: WireTarget['match']): Matcher | undefined =>
    match === undefined ? undefined : 'string' in match ? match.string : new RegExp(match.source, match.flags);
  const matches = (value: string, matcher: Matcher) =>
    typeof matcher === 'string' ? normalise(value) === normalise(matcher) : matcher.test(normalise(value));

  const all = (wire: WireTarget): Element[] => {
    let containers: Element[] = [document.body];
    if (wire.within) containers = all(wire.within).slice(0, 1);
    const matcher = matcherOf(wire.match);
    const found: Element[] = [];
    for (const container of containers) {
      if (wire.kind === 'role') {
        found.push(...queries.queryAllByRole(container, wire.role ?? '', { name: matcher, pressed: wire.pressed, hidden: false }));
      } else if (wire.kind === 'label') {
        if (matcher !== undefined) found.push(...queries.queryAllByLabelText(container, matcher));
      } else if (matcher !== undefined) {
        // As a person reads it: the innermost elements whose text (textContent, whitespace collapsed) matches.
        const candidates = [...container.querySelectorAll('*')].filter(
          (element) =>
            !['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(element.tagName) && matches(element.textContent ?? '', matcher),
        );
        found.push(...candidates.filter((element) => !candidates.some((other) => other !== element && element.contains(other))));
      }
    }
    const shown = found.filter(visible);
    return wire.nth === undefined ? shown : shown.slice(wire.nth, wire.nth + 1);
  };

  const elements = all(target);
  if (want === 'element') return elements[0] ?? null;
  const first = elements[0];
  const text = first instanceof HTMLInputElement || first instanceof HTMLTextAreaElement ? first.value : (first?.textContent ?? '');
  return { count: elements.length, text: normalise(text) };
}

/** Puts the element in the middle of the view, at once, as a person scrolls to what they press. */
export function centre(element: Element): void {
  element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
}

/** Whether Testing Library is in this document. */
export function hasQueries(): boolean {
  return 'TestingLibraryDom' in window;
}

/**
 * Listens for uncaught errors, rejected promises nobody handled and Content-Security-Policy
 * violations (Trusted Types among them), keeping them on the window for the walk to read.
 * Idempotent per document.
 */
export function listenForErrors(): void {
  const key = '__engineWalkErrors';
  const holder = window as unknown as Record<string, string[] | undefined>;
  if (holder[key]) return;
  const errors: string[] = [];
  holder[key] = errors;
  window.addEventListener('error', (event) => errors.push(`error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push(`CSP violation: ${event.violatedDirective} (${event.blockedURI || 'inline'})`),
  );
}

/** The errors listenForErrors heard in this document; null when it was not listening. */
export function heardErrors(): string[] | null {
  return (window as unknown as Record<string, string[] | undefined>).__engineWalkErrors ?? null;
}
