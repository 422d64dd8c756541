import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize';
import './Html.css';

interface HtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'address';
}

/** Server HTML, always through the one sanitiser, and kept inside its box (Html.css). */
export function Html({ html, className, as: Tag = 'div' }: HtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  return <Tag className={className ? `server-html ${className}` : 'server-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
