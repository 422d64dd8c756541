import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { paths } from '../routes';
import { sectionMenu } from './menu';
import { byPosition } from '../domain/ordering';
import { PROGRAMME_NAME } from '../lib/programme';
import { useData } from '../stores/data-store';
import { BrandSection } from './BrandSection';
import { Copyright } from './Copyright';
import { Html } from './Html';
import { HomeLogoLink, OrganisedByLogo, SectionLogo } from './Logos';
import { LanguageSwitch } from './LanguageSwitch';
import { NavMenu } from './NavMenu';
import { SECTION_NAME } from '../domain/site';
import { SmartLink } from './SmartLink';
import { useRevealInParts } from './useRevealInParts';

export function SectionHeader() {
  const { websiteData } = useData(['websiteData']);
  const menu = websiteData.data?.menu ?? [];
  const menuLoading = websiteData.status === 'loading';
  return (
    <header className="section-header">
      <div className="section-header__banner">
        <HomeLogoLink href={paths.section()} className="section-header__logo">
          <SectionLogo />
        </HomeLogoLink>
        <div className="section-header__organiser">
          <span>
            <Trans>Organised by</Trans>
          </span>
          <OrganisedByLogo />
        </div>
      </div>
      <div className="header-bar">
        {menu.length > 0 ? (
          <NavMenu label={SECTION_NAME} items={sectionMenu(menu)} />
        ) : menuLoading ? (
          // The menu comes with the website data: its row is held so the page does not jump.
          <div className="nav nav--placeholder" aria-hidden="true" />
        ) : null}
        <LanguageSwitch home={paths.section()} />
      </div>
    </header>
  );
}

export function VoteBanner() {
  const { t } = useLingui();
  return (
    <aside className="vote-banner" aria-label={t`Voting`}>
      <p>
        <Trans>Voting for {PROGRAMME_NAME} is now closed.</Trans> <Trans>Thank you for your votes!</Trans>{' '}
        <Link href={paths.sectionWinners()} className="vote-banner__link">
          <Trans>See the results</Trans>
        </Link>
      </p>
    </aside>
  );
}

/** The footer's fetched parts, top to bottom: the order a page that fetches them reveals them in. */
const LIST_PARTS = ['judges', 'sponsors', 'partners', 'publications'] as const;
const CONTACT_PARTS = ['addresses', 'social'] as const;
type FooterPart = (typeof LIST_PARTS)[number] | (typeof CONTACT_PARTS)[number];

/** `lists: false` leaves out judges, sponsors, partners and publications, for pages that show them in their body. */
export function SectionFooter({ lists = true }: { lists?: boolean }) {
  const { t } = useLingui();
  const data = useData(['judges', 'sponsors', 'partners', 'publications', 'websiteData']);
  const parts: readonly FooterPart[] = lists ? [...LIST_PARTS, ...CONTACT_PARTS] : CONTACT_PARTS;
  // Far below the first screen: a page that fetches these renders them after its first screen's
  // data, one part a task.
  const hasData = Object.values(data).some((entry) => entry.data !== null);
  const shown = new Set(parts.slice(0, useRevealInParts(hasData, parts.length)));
  const addresses = (shown.has('addresses') && data.websiteData.data?.address) || [];
  const social = (shown.has('social') && data.websiteData.data?.social_media) || [];
  const judges = (shown.has('judges') && data.judges.data) || [];
  const sponsors = (shown.has('sponsors') && data.sponsors.data) || [];
  const partners = (shown.has('partners') && data.partners.data) || [];
  const publications = (shown.has('publications') && data.publications.data) || [];

  return (
    <footer className="section-footer">
      <div className="section-footer__inner">
        {judges.length > 0 ? (
          <section className="footer-judges" aria-label={t`THE JUDGES`}>
            <h2>
              <Trans>THE JUDGES</Trans>
            </h2>
            <ul>
              {byPosition(judges).map((judge) => (
                <li key={judge.position}>
                  <Link href={paths.judges(judge.position)}>{judge.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <BrandSection title={t`OUR SPONSORS`} brands={sponsors} />
        <BrandSection title={t`OUR PARTNERS`} brands={partners} />
        <BrandSection title={t`OUR PUBLICATIONS`} brands={publications} />
        {addresses.length > 0 ? (
          <section className="footer-addresses" aria-label={t`Our offices`}>
            {addresses.map((html, index) => (
              <Html key={index} html={html} className="footer-address" />
            ))}
          </section>
        ) : null}
        {social.length > 0 ? (
          <ul className="social-links" aria-label={t`Social media`}>
            {social.map((link) => (
              <li key={link.url}>
                <SmartLink href={link.url}>{link.name}</SmartLink>
              </li>
            ))}
          </ul>
        ) : null}
        <Copyright />
      </div>
    </footer>
  );
}

interface SectionLayoutProps {
  children: ReactNode;
  voteBanner?: boolean;
  footerLists?: boolean;
}

export function SectionLayout({ children, voteBanner = true, footerLists = true }: SectionLayoutProps) {
  return (
    <>
      <SectionHeader />
      {voteBanner ? <VoteBanner /> : null}
      <main id="main" className="section-main">
        {children}
      </main>
      <SectionFooter lists={footerLists} />
    </>
  );
}
