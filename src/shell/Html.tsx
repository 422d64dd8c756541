import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { sanitizeHtml, SERVER_VIDEO } from './sanitize';
import { LiteVideo } from './LiteVideo';
import './Html.css';

interface HtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'address';
}

/**
 * Server HTML, always through the one sanitiser, and kept inside its box (Html.css).
 * Its videos (the placeholders the sanitiser leaves for allowed frames) become the
 * same click-to-load players as ours, mounted into their places.
 */
export function Html({ html, className, as: Tag = 'div' }: HtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const box = useRef<HTMLDivElement>(null);
  const [videoSlots, setVideoSlots] = useState<HTMLElement[]>([]);

  useLayoutEffect(() => {
    setVideoSlots([...(box.current?.querySelectorAll<HTMLElement>(`[${SERVER_VIDEO.url}]`) ?? [])]);
  }, [clean]);

  if (clean.toString() === '') return null;
  return (
    <>
      <Tag ref={box} className={className ? `server-html ${className}` : 'server-html'} dangerouslySetInnerHTML={{ __html: clean }} />
      {videoSlots.map((slot, index) =>
        createPortal(
          <LiteVideo url={slot.getAttribute(SERVER_VIDEO.url) ?? ''} title={slot.getAttribute(SERVER_VIDEO.title) ?? 'Video'} />,
          slot,
          `video-${index}`,
        ),
      )}
    </>
  );
}
