import { MEDIA_GROUP } from './site';

export function copyrightText(now: Date = new Date()): string {
  return `Copyright © ${now.getFullYear()} ${MEDIA_GROUP}. All rights reserved.`;
}

export function Copyright() {
  // A page pre-rendered in one year and opened in the next shows the visitor's year.
  return (
    <p className="copyright" suppressHydrationWarning>
      {copyrightText()}
    </p>
  );
}
