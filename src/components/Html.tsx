import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize';

interface HtmlProps {
  html: string;
  className?: string;
  as?: 'div' | 'section' | 'address';
}

/** Server HTML, always through the one sanitiser. */
export function Html({ html, className, as: Tag = 'div' }: HtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
