import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { AWARDS_LATEST_YEAR, CATEGORY_DASHBOARD_URL, CONTACT_URL, PLAIN_WINNER_YEARS, paths } from '../routes';
import { AWARDS_NAME, HOTLINE, OFFICES } from '../domain/site';
import { telHref } from '../domain/contact';
import { AwardsLogo, HomeLogoLink } from './Logos';
import { NavMenu, type NavItem } from './NavMenu';
import { Copyright } from './Copyright';
import { LanguageSwitch } from './LanguageSwitch';

export const AWARDS_MENU: NavItem[] = [
  {
    label: msg`WINNERS`,
    children: [
      { label: String(AWARDS_LATEST_YEAR), href: paths.awardsWinners(AWARDS_LATEST_YEAR) },
      ...PLAIN_WINNER_YEARS.map((year) => ({ label: String(year), href: paths.plainWinners(year) })),
    ],
  },
  { label: msg`CATEGORY`, href: CATEGORY_DASHBOARD_URL },
  { label: msg`VIDEO`, href: paths.video() },
  { label: msg`ABOUT US`, href: paths.about() },
  { label: msg`CONTACT US`, href: CONTACT_URL },
];

export function MainHeader({ year }: { year?: number }) {
  return (
    <header className="main-header">
      <div className="main-header__inner">
        <HomeLogoLink href={paths.home()} className="main-header__logo">
          <AwardsLogo year={year} />
        </HomeLogoLink>
        <div className="header-bar">
          <NavMenu label={AWARDS_NAME} items={AWARDS_MENU} />
          <LanguageSwitch home={paths.home()} />
        </div>
      </div>
    </header>
  );
}

export function MainFooter({ children }: { children?: ReactNode }) {
  return (
    <footer className="main-footer">
      {children}
      <div className="main-footer__inner">
        <p className="main-footer__hotline">
          <Trans>Hotline</Trans> <a href={telHref(HOTLINE)}>{HOTLINE}</a>
        </p>
        <ul className="offices">
          {OFFICES.map((office) => (
            <li key={office.city} className="office">
              <h2 className="office__city">{office.city}</h2>
              <address>
                {office.lines.map((line) => (
                  <span key={line}>{line}</span>
                ))}
                <a href={telHref(office.phone)}>{office.phone}</a>
              </address>
            </li>
          ))}
        </ul>
        <Copyright />
      </div>
    </footer>
  );
}

interface AwardsLayoutProps {
  year?: number;
  footer?: ReactNode;
  children: ReactNode;
}

export function AwardsLayout({ year, footer, children }: AwardsLayoutProps) {
  return (
    <>
      <MainHeader year={year} />
      <main id="main" className="awards-main">
        {children}
      </main>
      <MainFooter>{footer}</MainFooter>
    </>
  );
}
