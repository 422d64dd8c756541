/** The brand's wordmarks, inline so they cost no request: the brand's names, the same in every language. */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { MEDIA_GROUP, SITE_NAME } from '../domain/site';

/** What each wordmark reads, as its accessible name: a link around it starts its name with the same words (WCAG 2.5.3). */
export const awardsLogoName = (year?: number) => `${SITE_NAME}${year ? ` ${year}` : ''}`;
export const SECTION_LOGO_NAME = "Exquisite's Best Restaurants & Bars 2025";

interface LogoProps {
  className?: string;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/*
 * The wordmarks are HTML text, not SVG text: a page lays out SVG text far more slowly, and every
 * page's first paint waited for it (docs/performance.md). They scale with their width, as a drawing
 * would (container units, src/components/global.css).
 */
/* eslint-disable lingui/no-unlocalized-strings -- the wordmarks draw the brand's names */
export function AwardsLogo({ year, className }: LogoProps & { year?: number }) {
  return (
    <span className={classes('wordmark wordmark--awards', className)} role="img" aria-label={awardsLogoName(year)}>
      <span className="wordmark__name">EXQUISITE</span>
      <span className="wordmark__line">{`AWARDS${year ? ` ${year}` : ''}`}</span>
    </span>
  );
}

export function SectionLogo({ className }: LogoProps) {
  return (
    <span className={classes('wordmark wordmark--section', className)} role="img" aria-label={SECTION_LOGO_NAME}>
      <span className="wordmark__seal">
        <span className="wordmark__name">BRB</span>
        <span className="wordmark__line">2025</span>
      </span>
      <span className="wordmark__title">
        BEST RESTAURANTS
        <br />
        &amp; BARS
      </span>
    </span>
  );
}
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * A wordmark that leads home. Its name comes from its content, "Home:" and then the wordmark's own
 * name, with no aria-label over the words it shows (WCAG 2.5.3, label in name).
 */
export function HomeLogoLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <Link href={href} className={className}>
      <span className="visually-hidden">
        <Trans>Home:</Trans>{' '}
      </span>
      {children}
    </Link>
  );
}

/* eslint-disable lingui/no-unlocalized-strings -- the wordmark draws the brand's name */
export function OrganisedByLogo({ className }: LogoProps) {
  return (
    <span className={classes('wordmark wordmark--organiser', className)} role="img" aria-label={MEDIA_GROUP}>
      <span className="wordmark__name">EXQUISITE</span>
      <span className="wordmark__line">MEDIA GROUP</span>
    </span>
  );
}
/* eslint-enable lingui/no-unlocalized-strings */
