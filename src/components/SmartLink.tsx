import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { isExternalHref } from '../lib/links';

interface SmartLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
  'aria-label'?: string;
}

/** Internal paths go through the router; other hosts open in a new tab, safely. */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  if (isExternalHref(href) || /^(mailto|tel):/i.test(href)) {
    const newTab = isExternalHref(href);
    return (
      <a href={href} {...rest} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} {...rest}>
      {children}
    </Link>
  );
}
