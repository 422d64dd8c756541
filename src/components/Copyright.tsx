import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MEDIA_GROUP } from '../domain/site';

export function copyrightText(i18n: I18n, now: Date = new Date()): string {
  const year = now.getFullYear();
  return `${i18n._(msg`Copyright © ${year} ${MEDIA_GROUP}.`)} ${i18n._(msg`All rights reserved.`)}`;
}

export function Copyright() {
  const { i18n } = useLingui();
  // A page pre-rendered in one year and opened in the next shows the visitor's year.
  return (
    <p className="copyright" suppressHydrationWarning>
      {copyrightText(i18n)}
    </p>
  );
}
