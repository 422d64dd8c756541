/**
 * Link targets from the server's plain URL fields (menu, logos, social links)
 * and where a link leads. Kept apart from the HTML sanitiser (src/components/html-sanitiser.ts)
 * so that parsing a response does not load DOMPurify.
 *
 * One rule decides everywhere (the edge, SmartLink, the sanitiser): a link is
 * resolved as a browser would resolve it on this page, so `/\evil.example`,
 * `http:evil.example` or `/<TAB>/evil.example` count as the other host they open.
 */

const SAFE_LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** Where a link is resolved when there is no page (pre-rendering, the data's edge). */
const NO_PAGE_BASE = 'https://site.invalid/';

export type LinkKind = 'internal' | 'external' | 'contact';

export interface ResolvedLink {
  kind: LinkKind;
  /** internal: the path, query and hash on this site; otherwise the URL as given, trimmed. */
  href: string;
}

function pageBase(): string {
  return globalThis.location?.href ?? NO_PAGE_BASE;
}

/** The last base's origin: a response's links are resolved against one base, each a parse fewer. */
let lastBase: { base: string; origin: string } | null = null;
function originOf(base: string): string {
  if (lastBase?.base !== base) lastBase = { base, origin: new URL(base).origin };
  return lastBase.origin;
}

/**
 * Where a link leads: a path of this site, another site (http or https) or a
 * mailto:/tel: address; null for anything else (javascript:, data:, vbscript:,
 * however disguised by case, spaces or tabs) or what no browser could open.
 */
export function resolveLink(url: string | null | undefined, base: string = pageBase()): ResolvedLink | null {
  const trimmed = url?.trim() ?? '';
  if (!trimmed) return null;
  let resolved: URL;
  try {
    resolved = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (!SAFE_LINK_PROTOCOLS.has(resolved.protocol)) return null;
  if (resolved.protocol === 'mailto:' || resolved.protocol === 'tel:') return { kind: 'contact', href: trimmed };
  if (resolved.origin === originOf(base)) return { kind: 'internal', href: `${resolved.pathname}${resolved.search}${resolved.hash}` };
  return { kind: 'external', href: trimmed };
}

/** A link target from the server, trimmed, when a click on it could open only what resolveLink allows. */
export function safeLinkUrl(url: string | null | undefined): string | null {
  return resolveLink(url, NO_PAGE_BASE) ? (url?.trim() ?? null) : null;
}

export function isExternalHref(href: string): boolean {
  return resolveLink(href)?.kind === 'external';
}

export function safeHost(url: string): string | null {
  try {
    return new URL(url, pageBase()).host;
  } catch {
    return null;
  }
}

/**
 * An image the server names, when the site may show and fetch it: an http(s) URL, or a path of
 * the site ('/…'). Anything else — 'x', 'javascript:…', 'data:…', a relative 'img.jpg' whose
 * meaning changes with the page — is null: never rendered, never fetched by the build.
 */
export function safeImageUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  if (!/^(https?:\/\/|\/)/i.test(trimmed)) return null;
  const link = resolveLink(trimmed, NO_PAGE_BASE);
  return link && link.kind !== 'contact' ? trimmed : null;
}
