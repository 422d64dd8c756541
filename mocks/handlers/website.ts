/** Site-wide data: website data, judges, sponsors, partners, publications, counters. */
import { ENDPOINTS } from '../../src/domain/protocol';
import { http } from 'msw';
import { envelope, type HandlerContext } from './effects';

export function websiteHandlers({ simulator, route }: HandlerContext) {
  const { seed } = simulator;
  return [
    http.get(
      `*${ENDPOINTS.websiteData}`,
      route('data', () => envelope(simulator.websiteData())),
    ),
    http.get(
      `*${ENDPOINTS.judges}`,
      route('data', () => envelope(seed.judges)),
    ),
    http.get(
      `*${ENDPOINTS.sponsors}`,
      route('data', () => envelope(seed.sponsors)),
    ),
    http.get(
      `*${ENDPOINTS.partners}`,
      route('data', () => envelope(seed.partners)),
    ),
    http.get(
      `*${ENDPOINTS.publications}`,
      route('data', () => envelope(seed.publications)),
    ),
    http.get(
      `*${ENDPOINTS.counters}`,
      route('data', () => envelope(simulator.counters())),
    ),
  ];
}
