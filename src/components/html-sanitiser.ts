/**
 * The one sanitiser for every piece of server HTML (its HTML profile: no SVG
 * or MathML): scripts, event handlers, javascript: URLs, forms, focus and
 * popover attributes and frames from other hosts are removed; links that leave
 * the site open in a new tab, and every link with a target gets
 * rel="noopener noreferrer"; ids cannot collide with the page's own; frames
 * of the one allowed host become click-to-load placeholders.
 * `safeLinkUrl` (src/lib/links.ts) is its counterpart for the plain URL
 * fields of the server's data.
 */
import DOMPurify, { type Config } from 'dompurify';
import { isExternalHref, safeHost } from '../lib/links';
import { sanitizedHtmlPolicy } from './trusted-types';
import { privacyEnhancedEmbedUrl, SERVER_VIDEO } from '../lib/video';

const ALLOWED_FRAME_HOSTS = new Set(['www.youtube-nocookie.com']);

/** The browser's sanitiser; at build time one working in a DOM the build gives it (setSanitizerWindow). */
let purifier = DOMPurify;
let prepared = false;

/**
 * What each piece of server HTML cleaned to: the same judges' and venues' HTML comes back on page
 * after page (a build renders hundreds), and cleaning it parses a document each time.
 */
const cleaned = new Map<string, string>();

/**
 * Build time: the window the sanitiser works in (jsdom), so pages built with their data show the
 * server's HTML cleaned exactly as the browser will clean it when it hydrates them.
 */
export function setSanitizerWindow(window: Parameters<typeof DOMPurify>[0]): void {
  purifier = DOMPurify(window);
  prepared = false;
  cleaned.clear();
}

const ELEMENT_NODE = 1;

/** What the sanitiser keeps and drops. */
const CONFIG = {
  RETURN_DOM_FRAGMENT: true,
  // HTML only: no SVG or MathML, whose links and scripts follow other rules (the content needs neither).
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['form', 'input', 'button', 'select', 'textarea', 'style', 'object', 'embed', 'base', 'meta', 'link'],
  // No styles, no form actions, nothing that moves focus or opens by itself (tabindex, popover, open).
  FORBID_ATTR: ['style', 'formaction', 'tabindex', 'popover', 'open'],
  ADD_TAGS: ['iframe'],
  ADD_ATTR: ['target'],
  // Ids and names of the server's HTML are prefixed 'user-content-', so they cannot take over the
  // page's own targets (the skip link's #main, the judges' #judge3) or clobber document properties.
  SANITIZE_NAMED_PROPS: true,
} satisfies Config;

/**
 * The configuration is set once: given to each call, DOMPurify would rebuild its lists of allowed
 * tags and attributes every time, which costs more than cleaning a short address.
 */
function prepare(): void {
  if (prepared) return;
  prepared = true;
  purifier.setConfig(CONFIG);
  purifier.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe' || node.nodeType !== ELEMENT_NODE) return;
    const frame = node as Element;
    const host = safeHost(frame.getAttribute('src') ?? '');
    if (!host || !ALLOWED_FRAME_HOSTS.has(host)) frame.parentNode?.removeChild(frame);
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' && node.tagName !== 'AREA') return;
    if (isExternalHref(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
    // Whatever rel the server sent ("opener" included): a link that opens elsewhere keeps no handle on this tab.
    if (node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
  });
}

/**
 * The elements of these tag names under `root`, in document order, as a list that stays put while
 * they are moved. Found by tag name, not by selector: at build time the DOM is jsdom's, whose
 * selector engine registers listeners on the window for every document it queries, and the
 * sanitiser parses a document for every piece of HTML, so querying selectors there costs more with
 * every page built.
 */
function elementsNamed(root: Element, tagNames: ReadonlySet<string>): Element[] {
  return [...root.getElementsByTagName('*')].filter((element) => tagNames.has(element.tagName));
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- a tag name, as the DOM spells it
const FRAMES = new Set(['IFRAME']);

/**
 * Frames of the allowed host become placeholders: like our own videos, they load nothing
 * from another host until the visitor asks (components/Html.tsx puts LiteVideo in them).
 */
function framesToPlaceholders(root: Element): void {
  for (const frame of elementsNamed(root, FRAMES)) {
    const url = frame.getAttribute('src') ?? '';
    if (!privacyEnhancedEmbedUrl(url)) {
      frame.remove();
      continue;
    }
    const placeholder = frame.ownerDocument.createElement('div');
    placeholder.className = 'server-video';
    placeholder.setAttribute(SERVER_VIDEO.url, url);
    placeholder.setAttribute(SERVER_VIDEO.title, frame.getAttribute('title')?.trim() || 'Video');
    frame.replaceWith(placeholder);
  }
}

/**
 * Server HTML made safe to render: TrustedHTML from the `sanitized-html` policy, whose only rule is
 * this sanitiser (src/components/trusted-types.ts), or a string where the browser has no Trusted Types.
 */
export function sanitizeHtml(html: string | null | undefined): TrustedHTML | string {
  // Without a DOM (a build that gave none) nothing can be cleaned, so nothing is kept.
  if (!html || !purifier.isSupported) return '';
  const policy = sanitizedHtmlPolicy(cleanHtml);
  return policy ? policy.createHTML(html) : cleanHtml(html);
}

/** The list an item needs, so that its start tag cannot close an item of the page around the HTML. */
const LIST_OF: Record<string, string> = { LI: 'ul', DD: 'dl', DT: 'dl' };
// eslint-disable-next-line lingui/no-unlocalized-strings -- tag names, as the DOM spells them
const LISTS = new Set(['UL', 'OL', 'MENU', 'DL']);
const LIST_ITEMS = new Set(Object.keys(LIST_OF));

/**
 * Every list item that is not in a list is put in one (consecutive items in the same one). The HTML
 * parser closes an open `<li>` at the next `<li>` start tag, through any `<div>`: an orphan item in
 * a judge's detail would close the page's own `<li class="judge">`, and the rest of the page would
 * land outside its container. Inside a list of its own, it closes nothing of the page.
 */
function listOrphanItems(root: Element): void {
  const lists = new Set<Element>();
  for (const item of elementsNamed(root, LIST_ITEMS)) {
    const parent = item.parentElement;
    if (parent && (LISTS.has(parent.tagName) || lists.has(parent))) continue;
    let previous = item.previousSibling;
    while (previous && previous.nodeType !== ELEMENT_NODE && !previous.textContent?.trim()) previous = previous.previousSibling;
    const wanted = LIST_OF[item.tagName]!;
    let list = previous as Element | null;
    if (!list || !lists.has(list) || list.tagName.toLowerCase() !== wanted) {
      list = item.ownerDocument.createElement(wanted);
      lists.add(list);
      item.before(list);
    }
    list.append(item);
  }
}

function cleanHtml(html: string): string {
  let clean = cleaned.get(html);
  if (clean === undefined) {
    clean = cleanOnce(html);
    cleaned.set(html, clean);
  }
  return clean;
}

function cleanOnce(html: string): string {
  prepare();
  // A fragment, as CONFIG asks; DOMPurify's types only see RETURN_DOM_FRAGMENT in a per-call configuration.
  const fragment = purifier.sanitize(html) as unknown as DocumentFragment;
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  framesToPlaceholders(holder);
  listOrphanItems(holder);
  return holder.innerHTML;
}
