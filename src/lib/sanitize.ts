/**
 * The one sanitiser for every piece of server HTML: scripts, event handlers,
 * javascript: URLs, forms and frames from other hosts are removed; links
 * that leave the site open safely; ids cannot collide with the page's own.
 * `safeLinkUrl` (src/lib/links.ts) is its counterpart for the plain URL
 * fields of the server's data.
 */
import DOMPurify from 'dompurify';
import { isExternalHref, safeHost } from './links';

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

export function sanitizeHtml(html: string | null | undefined): string {
  // Without a DOM (pre-rendering at build time) nothing can be cleaned, so nothing is kept.
  if (!html || !DOMPurify.isSupported) return '';
  installHooks();
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea', 'style', 'object', 'embed', 'base', 'meta', 'link'],
    FORBID_ATTR: ['style', 'formaction'],
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allow', 'allowfullscreen', 'target'],
    // Ids and names of the server's HTML are prefixed 'user-content-', so they cannot take over the
    // page's own targets (the skip link's #main, the judges' #judge3) or clobber document properties.
    SANITIZE_NAMED_PROPS: true,
  });
}
