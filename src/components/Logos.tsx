/** The brand's wordmarks, drawn inline so they cost no request and scale crisply: the brand's names, the same in every language. */
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

/* eslint-disable lingui/no-unlocalized-strings -- the wordmarks draw the brand's names */
export function AwardsLogo({ year, className }: LogoProps & { year?: number }) {
  return (
    <svg className={className} viewBox="0 0 240 72" width="240" height="72" role="img" aria-label={awardsLogoName(year)}>
      <rect x="1" y="1" width="238" height="70" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <text
        x="120"
        y="34"
        textAnchor="middle"
        fontFamily="'Playfair Display', Georgia, serif"
        fontSize="24"
        fontWeight="700"
        fill="currentColor"
        letterSpacing="4"
      >
        EXQUISITE
      </text>
      <text
        x="120"
        y="58"
        textAnchor="middle"
        fontFamily="Montserrat, Arial, sans-serif"
        fontSize="12"
        fill="currentColor"
        letterSpacing="6"
      >
        {`AWARDS${year ? ` ${year}` : ''}`}
      </text>
    </svg>
  );
}

export function SectionLogo({ className }: LogoProps) {
  return (
    <svg className={className} viewBox="0 0 310 96" width="310" height="96" role="img" aria-label={SECTION_LOGO_NAME}>
      <circle cx="48" cy="48" r="44" fill="none" stroke="currentColor" strokeWidth="2" />
      <text
        x="48"
        y="44"
        textAnchor="middle"
        fontFamily="'Playfair Display', Georgia, serif"
        fontSize="26"
        fontWeight="700"
        fill="currentColor"
      >
        BRB
      </text>
      <text
        x="48"
        y="64"
        textAnchor="middle"
        fontFamily="Montserrat, Arial, sans-serif"
        fontSize="11"
        fill="currentColor"
        letterSpacing="2"
      >
        2025
      </text>
      <text x="104" y="40" fontFamily="'Playfair Display', Georgia, serif" fontSize="19" fontWeight="700" fill="currentColor">
        BEST RESTAURANTS
      </text>
      <text x="104" y="66" fontFamily="'Playfair Display', Georgia, serif" fontSize="19" fontWeight="700" fill="currentColor">
        &amp; BARS
      </text>
    </svg>
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
    <svg className={className} viewBox="0 0 160 48" width="160" height="48" role="img" aria-label={MEDIA_GROUP}>
      <text
        x="80"
        y="28"
        textAnchor="middle"
        fontFamily="'Playfair Display', Georgia, serif"
        fontSize="22"
        fontWeight="700"
        fill="currentColor"
        letterSpacing="3"
      >
        EXQUISITE
      </text>
      <text x="80" y="44" textAnchor="middle" fontFamily="Montserrat, Arial, sans-serif" fontSize="9" fill="currentColor" letterSpacing="4">
        MEDIA GROUP
      </text>
    </svg>
  );
}
/* eslint-enable lingui/no-unlocalized-strings */
