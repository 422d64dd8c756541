import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { resolveLink } from '../lib/links';

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  'aria-label'?: string;
}

/**
 * Paths of this site go through the router; other hosts open in a new tab, safely;
 * mailto: and tel: are plain links. What is internal is resolveLink's one rule.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const link = resolveLink(href);
  if (!link) return <span className={rest.className}>{children}</span>;
  if (link.kind === 'internal') {
    return (
      <Link href={link.href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} {...rest} {...(link.kind === 'external' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
