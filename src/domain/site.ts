/**
 * Fixed content of the brand: names, offices and links that do not come from the server. The
 * brand's names and the offices' addresses read the same in every language (docs/i18n.md).
 */
import { PROGRAMME_NAME } from '../lib/programme';

export const MEDIA_GROUP = 'Exquisite Media Group';
export const AWARDS_NAME = 'Awards';
export const SECTION_TITLE = 'Best Restaurant & Bars 2025';
/** The section's menu, as assistive technology names it. */
export const SECTION_NAME = 'Best Restaurants & Bars';
/** The site's name in link previews (og:site_name). */
export const SITE_NAME = 'Exquisite Awards';

export const HOTLINE = '+62 21 2358 8000';

export interface Office {
  city: string;
  lines: string[];
  phone: string;
}

/* eslint-disable lingui/no-unlocalized-strings -- postal addresses, written as the post reads them in any language */
export const OFFICES: Office[] = [
  {
    city: 'Jakarta',
    lines: ['Menara Kuningan, 12th Floor', 'Jl. H.R. Rasuna Said Kav. 5', 'Jakarta 12940, Indonesia'],
    phone: '+62 21 2358 8000',
  },
  { city: 'Bali', lines: ['Jl. Sunset Road No. 88', 'Kuta, Badung', 'Bali 80361, Indonesia'], phone: '+62 361 847 6000' },
  { city: 'Singapore', lines: ['80 Robinson Road, #10-01', 'Singapore 068898'], phone: '+65 6220 1800' },
];
/* eslint-enable lingui/no-unlocalized-strings */

/** The section home's film, shown behind a local poster until the visitor asks for it. */
export const SECTION_VIDEO = { title: PROGRAMME_NAME, url: 'https://www.youtube.com/embed/aqz-KE-bpKQ' };
