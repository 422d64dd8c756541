/**
 * What a walk points at, as a person names it: a role and its accessible name, a visible text or a
 * field's label, optionally inside another target. Found in the page by Testing Library's queries
 * (@testing-library/dom, injected into the page), which compute roles and names as assistive
 * technology does, so both engines find the same things the Chromium suites find with Playwright.
 */

/** A name or text: a string matches the whole of it (whitespace collapsed); a pattern matches part. */
export type Match = string | RegExp;

export type Target =
  | { role: string; name?: Match; pressed?: boolean; within?: Target; nth?: number }
  | { text: Match; within?: Target; nth?: number }
  | { label: Match; within?: Target; nth?: number };

export const role = (name: string, accessibleName?: Match, within?: Target): Target => ({ role: name, name: accessibleName, within });
/** A toggle button in its pressed state (aria-pressed="true"). */
export const pressed = (accessibleName?: Match, within?: Target): Target => ({
  role: 'button',
  name: accessibleName,
  pressed: true,
  within,
});
export const text = (match: Match, within?: Target): Target => ({ text: match, within });
export const label = (match: Match, within?: Target): Target => ({ label: match, within });
export const nth = (target: Target, index: number): Target => ({ ...target, nth: index });

/** How a target is said in a failure message. */
export function describe(target: Target): string {
  const said = (match: Match | undefined) => (match === undefined ? '' : typeof match === 'string' ? ` "${match}"` : ` ${match}`);
  const what =
    'role' in target
      ? `${target.pressed ? 'pressed ' : ''}${target.role}${said(target.name)}`
      : 'text' in target
        ? `text${said(target.text)}`
        : `field${said(target.label)}`;
  const which = target.nth === undefined ? what : `${what} [${target.nth}]`;
  return target.within ? `${which} in ${describe(target.within)}` : which;
}

/** A target as JSON, for the page: patterns as their source and flags. */
export type WireMatch = { string: string } | { source: string; flags: string };
export type WireTarget = {
  kind: 'role' | 'text' | 'label';
  role?: string;
  pressed?: boolean;
  match?: WireMatch;
  within?: WireTarget;
  nth?: number;
};

function wireMatch(match: Match | undefined): WireMatch | undefined {
  if (match === undefined) return undefined;
  return typeof match === 'string' ? { string: match } : { source: match.source, flags: match.flags };
}

export function toWire(target: Target): WireTarget {
  const within = target.within ? toWire(target.within) : undefined;
  if ('role' in target)
    return { kind: 'role', role: target.role, pressed: target.pressed, match: wireMatch(target.name), within, nth: target.nth };
  if ('text' in target) return { kind: 'text', match: wireMatch(target.text), within, nth: target.nth };
  return { kind: 'label', match: wireMatch(target.label), within, nth: target.nth };
}
