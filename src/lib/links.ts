/**
 * Link targets from the server's plain URL fields (menu, logos, social links)
 * and where a link leads. Kept apart from the HTML sanitiser (src/lib/sanitize.ts)
 * so that parsing a response does not load DOMPurify.
 */

const SAFE_LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export function safeHost(url: string): string | null {
  try {
    return new URL(url, globalThis.location?.href).host;
  } catch {
    return null;
  }
}

/**
 * A link target from the server, trimmed, when it is http(s), mailto:, tel: or relative; null
 * for anything else (javascript:, data:, vbscript:, however disguised by case, spaces or tabs).
 * Parsed as a browser would, so what passes is what a click would open.
 */
export function safeLinkUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  if (!trimmed) return null;
  try {
    return SAFE_LINK_PROTOCOLS.has(new URL(trimmed, 'https://site.invalid/').protocol) ? trimmed : null;
  } catch {
    return null;
  }
}

export function isExternalHref(href: string): boolean {
  if (!/^(https?:)?\/\//i.test(href)) return false;
  return safeHost(href) !== globalThis.location?.host;
}
