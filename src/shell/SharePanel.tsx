import { useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { siteOrigin } from '../config';
import { useClipboardCopy, type CopyState } from './useClipboardCopy';
import { absoluteUrl, canUseWebShare, facebookShareUrl, shareWithSystem, whatsAppShareUrl, xShareUrl } from '../lib/share';
import './SharePanel.css';

const COPY_MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Link copied.',
  failed: 'Could not copy: select the link below and copy it yourself.',
};

const noSubscription = () => () => undefined;
const hasWebShare = () => typeof navigator.share === 'function';
const noWebShareWhenBuilt = () => false;

interface SharePanelProps {
  /** The page's canonical path (`paths.*`), shared as an absolute URL on the site's origin. */
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
  const menuId = `${useId()}share`;
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const copy = useClipboardCopy();
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

  const content = () => ({ title, text, url: absoluteUrl(siteOrigin(), path) });

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
        Share
      </button>
      <div id={menuId} className="share__menu" hidden={!open}>
        {shared ? (
          <>
            <ul className="share__list" onKeyDown={closeOnEscape}>
              <li>
                <ExternalOption href={whatsAppShareUrl(shared)}>WhatsApp</ExternalOption>
              </li>
              <li>
                <button type="button" className="share__option" onClick={() => copy.copy(shared.url)}>
                  Copy link
                </button>
              </li>
              <li>
                <ExternalOption href={xShareUrl(shared)}>X</ExternalOption>
              </li>
              <li>
                <ExternalOption href={facebookShareUrl(shared)}>Facebook</ExternalOption>
              </li>
            </ul>
            <p role="status" className="share__status">
              {COPY_MESSAGES[copy.state]}
            </p>
            {copy.state === 'failed' ? <p className="share__url">{shared.url}</p> : null}
          </>
        ) : null}
      </div>
    </div>
  );
}

function ExternalOption({ href, children }: { href: string; children: string }) {
  return (
    <a className="share__option" href={href} target="_blank" rel="noopener noreferrer">
      {children} <span className="visually-hidden">(opens in a new tab)</span>
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
