/**
 * Display rules for a venue's contact details (docs/requirements.md#validation), shared by the
 * nominee page and the winner article page. A value of '-' (or nothing) means
 * the field is absent and hidden.
 */
import type { ContactDetail } from './types';

export function isPresent(value: string | null | undefined): value is string {
  const trimmed = value?.trim() ?? '';
  return trimmed !== '' && trimmed !== '-';
}

/** tel: link: non-alphanumerics removed, '+' prefix. */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/[^a-z0-9]/gi, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

/**
 * A website address as the site reads it: an optional http(s) scheme, a host of letters, digits and
 * hyphens in dot-separated labels (with a port, perhaps), then a path, query or fragment of the
 * characters URLs allow, without quotes, spaces or a stray `%`. One rule of the project's own, not a
 * URL parser's: the build (Node) and every browser must decide alike, or a page hydrates with a link
 * the build did not render (docs/decisions/031-one-rule-for-a-website.md).
 */
const WEBSITE =
  /^(?:(https?):\/\/)?((?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z](?:[a-z\d-]{0,61}[a-z\d])?)(:\d{1,5})?([/?#](?:[\w\-.~/?#[\]@!$&()*+,;=:]|%[\da-f]{2})*)?$/i;

/** A website's parts, or null when it is not an address the site links to. */
function parseWebsite(website: string): { href: string; host: string } | null {
  const match = WEBSITE.exec(website.trim().replace(/^\/\//, ''));
  if (!match) return null;
  const [, scheme = 'https', host = '', port = '', rest = ''] = match;
  const lowerHost = host.toLowerCase();
  return { href: `${scheme.toLowerCase()}://${lowerHost}${port}${rest.startsWith('/') ? rest : `/${rest}`}`, host: lowerHost };
}

/** An http(s) URL for a website given with or without its scheme; null for anything else. */
export function websiteHref(website: string): string | null {
  return parseWebsite(website)?.href ?? null;
}

/** The domain shown for a website: the server's `domain` when present, else the address's host. */
export function websiteDomain(website: string, domain = ''): string {
  if (isPresent(domain)) return domain.trim();
  return parseWebsite(website)?.host ?? website.trim();
}

export function instagramHandle(instagram: string): string {
  return instagram.trim().replace(/^@/, '');
}

export function instagramHref(instagram: string): string {
  return `https://www.instagram.com/${encodeURIComponent(instagramHandle(instagram))}/`;
}

export type ContactKind = 'phone' | 'email' | 'website' | 'instagram';

export interface ContactLink {
  kind: ContactKind;
  label: string;
  href: string;
  external: boolean;
}

/**
 * The contact links to show, in a fixed order, leaving out absent fields.
 * `websiteLabel` chooses how a website reads: its full address or its domain.
 */
export function contactLinks(
  detail: ContactDetail,
  { websiteLabel = 'address' }: { websiteLabel?: 'address' | 'domain' } = {},
): ContactLink[] {
  const links: ContactLink[] = [];
  if (isPresent(detail.phone)) links.push({ kind: 'phone', label: detail.phone.trim(), href: telHref(detail.phone), external: false });
  if (isPresent(detail.email)) links.push({ kind: 'email', label: detail.email.trim(), href: mailtoHref(detail.email), external: false });
  if (isPresent(detail.website)) {
    const href = websiteHref(detail.website);
    if (href) {
      const label = websiteLabel === 'domain' ? websiteDomain(detail.website, detail.domain) : detail.website.trim();
      links.push({ kind: 'website', label, href, external: true });
    }
  }
  if (isPresent(detail.instagram) && instagramHandle(detail.instagram)) {
    links.push({
      kind: 'instagram',
      label: `@${instagramHandle(detail.instagram)}`,
      href: instagramHref(detail.instagram),
      external: true,
    });
  }
  return links;
}
