/** Static JSON documents of the site's own origin (/assets/json/*): no envelope, 404 when absent. */
import { http, HttpResponse } from 'msw';
import { isRecord } from '../../src/domain/protocol';
import { STATIC_DOCUMENTS, type DocumentName } from '../../src/domain/documents';
import type { SeededDocuments } from '../data/seed';
import type { HandlerContext } from './effects';

function notFound(): Response {
  return new HttpResponse('Not Found', { status: 404, statusText: 'Not Found', headers: { 'Content-Type': 'text/plain' } });
}

/**
 * winner_{year}.json in the spec's other reading: city -> category -> winners, each naming its
 * group (1 normal list, 2 readers' choice), from the seed's city -> group -> category.
 */
export function winnersWithGroupOnItems(document: unknown): Record<string, Record<string, unknown[]>> {
  if (!isRecord(document)) return {};
  return Object.fromEntries(
    Object.entries(document).map(([city, groups]) => {
      const categories: Record<string, unknown[]> = {};
      for (const [group, byCategory] of Object.entries(isRecord(groups) ? groups : {})) {
        for (const [category, winners] of Object.entries(isRecord(byCategory) ? byCategory : {})) {
          const items = Array.isArray(winners) ? winners : [];
          (categories[category] ??= []).push(...items.map((winner) => (isRecord(winner) ? { ...winner, group: Number(group) } : winner)));
        }
      }
      return [city, categories];
    }),
  );
}

/** The seeded document a path names, with its name; undefined when none does. */
export function seededDocumentAt(documents: SeededDocuments, path: string): { name: DocumentName; document: unknown } | undefined {
  for (const [name, { address }] of Object.entries(STATIC_DOCUMENTS) as [DocumentName, { address: (...values: string[]) => string }][]) {
    const seeded: unknown = documents[name];
    // An address that takes no value names one document; one that takes a year, one per seeded year.
    const byValue: [string[], unknown][] =
      address.length === 0
        ? [[[], seeded]]
        : Object.entries(isRecord(seeded) ? seeded : {}).map(([value, document]) => [[value], document]);
    const found = byValue.find(([values]) => address(...values) === path);
    if (found) return { name, document: found[1] };
  }
  return undefined;
}

export function staticHandlers({ simulator, scenario, route }: HandlerContext) {
  return [
    http.get(
      '*/assets/json/:file',
      route('static', ({ request }) => {
        const found = seededDocumentAt(simulator.seed.documents, new URL(request.url).pathname);
        if (!found) return notFound();
        const readsGroupOnItems = found.name === 'plainWinners' && scenario().winnersReading === 'group-on-items';
        return HttpResponse.json((readsGroupOnItems ? winnersWithGroupOnItems(found.document) : found.document) as Record<string, unknown>);
      }),
    ),
  ];
}
