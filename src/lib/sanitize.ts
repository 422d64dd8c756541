/**
 * The one sanitiser for every piece of server HTML: scripts, event handlers,
 * javascript: URLs, forms and frames from other hosts are removed; links
 * that leave the site open safely. `safeLinkUrl` is its counterpart for the
 * plain URL fields of the server's data (menu, logos, social links).
 */
import DOMPurify from 'dompurify';

const ALLOWED_FRAME_HOSTS = new Set(['www.youtube-nocookie.com']);

let hooksInstalled = false;

function installHooks(): void {
  if (hooksInstalled) return;
  hooksInstalled = true;
  DOMPurify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe' || !(node instanceof Element)) return;
    const host = safeHost(node.getAttribute('src') ?? '');
    if (!host || !ALLOWED_FRAME_HOSTS.has(host)) node.parentNode?.removeChild(node);
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (isExternalHref(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

function safeHost(url: string): string | null {
  try {
    return new URL(url, globalThis.location?.href).host;
  } catch {
    return null;
  }
}

const SAFE_LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

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

export function sanitizeHtml(html: string | null | undefined): string {
  // Without a DOM (pre-rendering at build time) nothing can be cleaned, so nothing is kept.
  if (!html || !DOMPurify.isSupported) return '';
  installHooks();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea', 'style', 'object', 'embed', 'base', 'meta', 'link'],
    FORBID_ATTR: ['style', 'formaction'],
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allow', 'allowfullscreen', 'target'],
  });
}
