/**
 * The one sanitiser for every piece of server HTML: scripts, event handlers,
 * javascript: URLs, forms and frames from other hosts are removed; links
 * that leave the site open safely.
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

export function isExternalHref(href: string): boolean {
  if (!/^(https?:)?\/\//i.test(href)) return false;
  return safeHost(href) !== globalThis.location?.host;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  installHooks();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea', 'style', 'object', 'embed', 'base', 'meta', 'link'],
    FORBID_ATTR: ['style', 'formaction'],
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allow', 'allowfullscreen', 'target'],
  });
}
