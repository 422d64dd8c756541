import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MEDIA_GROUP } from '../domain/site';

/**
 * The year is UTC's: the visitor's local year would have the browser load its time zone's rules
 * first (80 ms of the bench's slowed main thread, the page's only local date), for a year that
 * differs from UTC's only in a year's first or last hours.
 */
export function copyrightText(i18n: I18n, now: Date = new Date()): string {
  const year = now.getUTCFullYear();
  return `${i18n._(msg`Copyright © ${year} ${MEDIA_GROUP}.`)} ${i18n._(msg`All rights reserved.`)}`;
}

export function Copyright() {
  const { i18n } = useLingui();
  // A page pre-rendered in one year and opened in the next shows the year it is opened in.
  return (
    <p className="copyright" suppressHydrationWarning>
      {copyrightText(i18n)}
    </p>
  );
}
