/**
 * Display rules for a venue's contact details (spec section 5), shared by the
 * nominee page and the winner article page. A value of '-' (or nothing) means
 * the field is absent and hidden.
 */
import type { ContactDetail } from '../data/types';

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

/** An http(s) URL for a website given with or without its scheme; null for anything else. */
export function websiteHref(website: string): string | null {
  const trimmed = website.trim();
  const candidate = /^[a-z][a-z\d+\-.]*:/i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The domain shown for a website: the server's `domain` when present, else the URL's host. */
export function websiteDomain(website: string, domain = ''): string {
  if (isPresent(domain)) return domain.trim();
  const href = websiteHref(website);
  return href ? new URL(href).hostname : website.trim();
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
