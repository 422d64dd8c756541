import { useId, useState, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import type { NavItem } from './menu';
import { SmartLink } from './SmartLink';

export type { NavItem };

interface NavMenuProps {
  label: string;
  items: NavItem[];
}

/**
 * A header menu: a disclosure button collapses it on small screens, and each
 * submenu is a disclosure too, so everything works by keyboard. Escape and
 * navigation close what is open.
 */
export function NavMenu({ label, items }: NavMenuProps) {
  const { i18n, t } = useLingui();
  const shown = (text: NavItem['label']) => (typeof text === 'string' ? text : i18n._(text));
  const id = useId();
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null);

  // Navigation closes what is open: adjusted while rendering the new location, not in an effect after it.
  const [shownAt, setShownAt] = useState(location);
  if (shownAt !== location) {
    setShownAt(location);
    setOpen(false);
    setOpenSubmenu(null);
  }

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    if (openSubmenu) setOpenSubmenu(null);
    else setOpen(false);
  };

  return (
    <nav className="nav" aria-label={label} onKeyDown={closeOnEscape}>
      <button type="button" className="nav__toggle" aria-expanded={open} aria-controls={`${id}-list`} onClick={() => setOpen(!open)}>
        <span className="nav__burger" aria-hidden="true" />
        <Trans>Menu</Trans>
      </button>
      <ul id={`${id}-list`} className={`nav__list${open ? ' is-open' : ''}`}>
        {items.map((item) => {
          const itemLabel = shown(item.label);
          const submenuOpen = openSubmenu === itemLabel;
          const submenuId = `${id}-${itemLabel.replace(/\W+/g, '-')}`;
          return (
            <li key={itemLabel} className={`nav__item${item.children ? ' has-submenu' : ''}${submenuOpen ? ' is-open' : ''}`}>
              {item.href ? (
                <SmartLink className="nav__link" href={item.href}>
                  {itemLabel}
                </SmartLink>
              ) : null}
              {item.children ? (
                <>
                  <button
                    type="button"
                    className={item.href ? 'nav__caret' : 'nav__link nav__link--button'}
                    aria-expanded={submenuOpen}
                    aria-controls={submenuId}
                    aria-label={item.href ? t`${itemLabel} submenu` : undefined}
                    onClick={() => setOpenSubmenu(submenuOpen ? null : itemLabel)}
                  >
                    {item.href ? null : itemLabel}
                    <span className="nav__chevron" aria-hidden="true" />
                  </button>
                  <ul id={submenuId} className="nav__submenu">
                    {item.children.map((child) => {
                      const childLabel = shown(child.label);
                      return (
                        <li key={childLabel}>
                          <SmartLink className="nav__sublink" href={child.href ?? '#'}>
                            {childLabel}
                          </SmartLink>
                        </li>
                      );
                    })}
                  </ul>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
