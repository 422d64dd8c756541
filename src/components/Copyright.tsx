import { MEDIA_GROUP } from '../content/site';

export function copyrightText(now: Date = new Date()): string {
  return `Copyright © ${now.getFullYear()} ${MEDIA_GROUP}. All rights reserved.`;
}

export function Copyright() {
  return <p className="copyright">{copyrightText()}</p>;
}
