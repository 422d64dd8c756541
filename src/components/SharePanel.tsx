import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { siteOrigin } from '../config';
import { pathInLocale } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';
import { useClipboardCopy, type CopyState } from './useClipboardCopy';
import { absoluteUrl, canUseWebShare, facebookShareUrl, shareWithSystem, whatsAppShareUrl, xShareUrl } from '../lib/share';
import './SharePanel.css';

const COPY_MESSAGES: Record<CopyState, MessageDescriptor | null> = {
  idle: null,
  copied: msg`Link copied.`,
  failed: msg`Could not copy: select the link below and copy it yourself.`,
};

const noSubscription = () => () => undefined;
const hasWebShare = () => typeof navigator.share === 'function';
const noWebShareWhenBuilt = () => false;

interface SharePanelProps {
  /** The page's canonical path (`paths.*`), shared as an absolute URL on the site's origin, in the page's language. */
  path: string;
  title: string;
  /** Public words only: nothing of the visitor's goes in a share. */
  text: string;
  /** An image shared with the words where the system's sheet takes files (Web Share Level 2). */
  file?: File | null;
  className?: string;
}

/**
 * "Share": the system's share sheet where the browser has one (Web Share API), else a disclosure
 * of plain links to WhatsApp, X and Facebook and "Copy link". The links are built only when the
 * menu opens, and nothing is asked of those hosts until the visitor follows one. Escape closes the
 * menu and puts focus back on the button.
 */
export function SharePanel({ path, title, text, file, className }: SharePanelProps) {
  const { i18n } = useLingui();
  // The address of the page in its language; a path given with its language's prefix keeps it.
  const sharedPath = pathInLocale(path, useLocale());
  const menuId = `${useId()}share`;
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const copy = useClipboardCopy();
  const copyMessage = COPY_MESSAGES[copy.state];
  // Where the system's sheet takes the menu's place the button discloses nothing. Read after
  // hydration: the pre-rendered page has the menu's button.
  const webShare = useSyncExternalStore(noSubscription, hasWebShare, noWebShareWhenBuilt);

  const close = () => {
    setOpen(false);
    copy.reset();
  };

  // Another page (the next nominee) closes the menu: adjusted while rendering, as the header menu does.
  const [shownFor, setShownFor] = useState(path);
  if (shownFor !== path) {
    setShownFor(path);
    close();
  }

  const content = () => ({ title, text, url: absoluteUrl(siteOrigin(), sharedPath) });

  const share = () => {
    if (open) return close();
    const withFile = file ? { ...content(), files: [file] } : null;
    const data = withFile && canUseWebShare(navigator, withFile) ? withFile : content();
    void shareWithSystem(navigator, data).then((result) => {
      if (result === 'unavailable') setOpen(true);
    });
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    button.current?.focus();
  };

  const discloses = open || !webShare;
  const shared = open ? content() : null;

  return (
    <div className={className ? `share ${className}` : 'share'}>
      <button
        ref={button}
        type="button"
        className="share__button"
        aria-expanded={discloses ? open : undefined}
        aria-controls={discloses ? menuId : undefined}
        onClick={share}
        onKeyDown={closeOnEscape}
      >
        <ShareIcon />
        <Trans>Share</Trans>
      </button>
      <div id={menuId} className="share__menu" hidden={!open}>
        {shared ? (
          <>
            <ul className="share__list" onKeyDown={closeOnEscape}>
              <li>
                <ExternalOption href={whatsAppShareUrl(shared)} name="WhatsApp" />
              </li>
              <li>
                <button type="button" className="share__option" onClick={() => copy.copy(shared.url)}>
                  <Trans>Copy link</Trans>
                </button>
              </li>
              <li>
                <ExternalOption href={xShareUrl(shared)} name="X" />
              </li>
              <li>
                <ExternalOption href={facebookShareUrl(shared)} name="Facebook" />
              </li>
            </ul>
            <p role="status" className="share__status">
              {copyMessage ? i18n._(copyMessage) : null}
            </p>
            {copy.state === 'failed' ? <p className="share__url">{shared.url}</p> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

/** A link to another host, by its name (the same in every language). */
function ExternalOption({ href, name }: { href: string; name: string }) {
  return (
    <a className="share__option" href={href} target="_blank" rel="noopener noreferrer">
      {name}{' '}
      <span className="visually-hidden">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}

/** Three joined dots, drawn here: no icon is fetched from anywhere. */
function ShareIcon() {
  return (
    <svg className="share__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
      </g>
    </svg>
  );
}
