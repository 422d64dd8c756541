/** Site-wide data: website data, judges, sponsors, partners, publications, counters. */
import { http } from 'msw';
import { envelope, type HandlerContext } from './effects';

export function websiteHandlers({ simulator, route }: HandlerContext) {
  const { seed } = simulator;
  return [
    http.get('*/api/get_website_data', route('data', () => envelope(simulator.websiteData()))),
    http.get('*/api/get_judges', route('data', () => envelope(seed.judges))),
    http.get('*/api/get_sponsors', route('data', () => envelope(seed.sponsors))),
    http.get('*/api/get_partners', route('data', () => envelope(seed.partners))),
    http.get('*/api/get_publications', route('data', () => envelope(seed.publications))),
    http.get('*/api/get_counters', route('data', () => envelope(simulator.counters()))),
  ];
}
