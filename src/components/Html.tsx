import { use, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { SERVER_VIDEO } from '../lib/video';
import { loadSanitizer, useSanitizer } from './sanitiser-loader';
import { builtHtmlPolicy } from './trusted-types';
import { LiteVideo } from './LiteVideo';
import { nextTask } from '../document/after-paint';
import { WEB_FONTS_ATTRIBUTE } from '../document/web-fonts-in';
import { mainTextFonts } from './web-font-faces';
import './Html.css';

interface HtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'address';
  /**
   * The page's main text (About's, a nominee's description): the page does not show without it.
   * HTML the page was not built with suspends the render until the sanitiser is there. When the
   * text comes with an answer, which renders in a transition, the page keeps what it showed (its
   * loading placeholder) and then shows whole, instead of showing without this box and pushing what
   * follows down when it fills (docs/decisions/063). A render outside a transition (a page reached in
   * the app whose data is in already) shows the routes' loading box meanwhile, as while a page's code
   * loads. Never on a box that appears on a page already shown (the footer's parts, drawn one per
   * idle moment): its suspended render would hide the whole page. Without it, such HTML shows
   * nothing until then. When the page asked for the main text's web fonts, the text also waits for
   * them and shows in them (src/components/web-font-faces.ts).
   */
  holdsPage?: boolean;
}

/** Marks each box of server HTML with its component's id, which the page's hydration shares with its build. */
const BUILT_BOX = 'data-server-html';

/**
 * The HTML a built page holds in the box of this id, cleaned by the build's sanitiser: blessed as
 * it is, being the page's own. Null anywhere else (a page rendered in the browser, the build).
 */
function builtHtml(id: string): TrustedHTML | string | null {
  if (typeof document === 'undefined') return null;
  const box = [...document.querySelectorAll(`[${BUILT_BOX}]`)].find((element) => element.getAttribute(BUILT_BOX) === id);
  if (!box) return null;
  return builtHtmlPolicy()?.createHTML(box.innerHTML) ?? box.innerHTML;
}

const sameElements = (a: readonly Element[], b: readonly Element[]) =>
  a.length === b.length && a.every((element, index) => element === b[index]);

/**
 * Server HTML, always through the one sanitiser, and kept inside its box (Html.css). A page being
 * hydrated keeps the HTML it was built with, which the build's sanitiser cleaned, for as long as its
 * data holds the same HTML: the sanitiser loads only for HTML the page was not built with
 * (docs/decisions/059), which until then shows as built, or on a page rendered in the browser, not
 * at all, unless the box `holdsPage`. Its videos (the placeholders the sanitiser leaves for
 * allowed frames) become the same click-to-load players as ours, mounted into their places.
 */
export function Html({ html, className, as: Tag = 'div', holdsPage = false }: HtmlProps) {
  const { t } = useLingui();
  const id = useId();
  const sanitize = useSanitizer();
  const [built] = useState(() => (sanitize ? null : builtHtml(id)));
  // The first render's HTML: on a page being hydrated, the data the box was built from.
  const [builtFrom] = useState(html);
  const asBuilt = built !== null && html === builtFrom;
  const waitsForThePage = holdsPage && !asBuilt && html !== '';
  const sanitizeThis = waitsForThePage ? use(loadSanitizer()) : sanitize;
  // A main text that comes after the first paint is laid out once, in its web fonts, when the page asked for them.
  const fontsAskedFor = mainTextFonts();
  const inWebFonts = waitsForThePage && fontsAskedFor !== null && use(fontsAskedFor);
  const clean = useMemo(() => (asBuilt || !sanitizeThis ? built : sanitizeThis(html)), [asBuilt, sanitizeThis, html, built]);
  const box = useRef<HTMLDivElement>(null);
  const [videoSlots, setVideoSlots] = useState<HTMLElement[]>([]);

  useEffect(() => {
    // In a task of its own: after hydration, the effects of every component run in one task.
    if (!sanitize && !asBuilt)
      void nextTask()
        .then(loadSanitizer)
        .catch(() => undefined);
  }, [sanitize, asBuilt]);

  useLayoutEffect(() => {
    const found = [...(box.current?.querySelectorAll<HTMLElement>(`[${SERVER_VIDEO.url}]`) ?? [])];
    // The same slots keep the same state: a state set in a layout effect renders the whole root again
    // at once, in the commit's task.
    setVideoSlots((shown) => (sameElements(shown, found) ? shown : found));
  }, [clean]);

  if (clean === null || clean.toString() === '') return null;
  return (
    <>
      <Tag
        ref={box}
        {...{ [BUILT_BOX]: id }}
        {...(inWebFonts ? { [WEB_FONTS_ATTRIBUTE]: '' } : {})}
        className={className ? `server-html ${className}` : 'server-html'}
        dangerouslySetInnerHTML={{ __html: clean }}
      />
      {videoSlots.map((slot, index) =>
        createPortal(
          <LiteVideo url={slot.getAttribute(SERVER_VIDEO.url) ?? ''} title={slot.getAttribute(SERVER_VIDEO.title) ?? t`Video`} />,
          slot,
          `video-${index}`,
        ),
      )}
    </>
  );
}
