/** Nominees: the list, one nominee by slug, section winners by year. */
import { ENDPOINTS } from '../../src/domain/protocol';
import { http } from 'msw';
import { envelope, readForm, type HandlerContext } from './effects';

export function nomineeHandlers({ simulator, scenario, route }: HandlerContext) {
  /** before-last-nominee: the seed's last nominee, which is not listed yet. */
  const lastNominee = simulator.seed.nominees[simulator.seed.nominees.length - 1]?.slug;
  const heldBack = (slug: string) => scenario().withoutLastNominee && slug === lastNominee;
  /** ten-times-one-changed: the seed's first nominee, renamed, its photos in another order. */
  const firstNominee = simulator.seed.nominees[0]?.slug;
  const asServed = <T extends { slug: string; name: string; images: string[] }>(nominee: T): T =>
    scenario().changesFirstNominee && nominee.slug === firstNominee
      ? { ...nominee, name: `${nominee.name} & Garden`, images: [...nominee.images.slice(1), ...nominee.images.slice(0, 1)] }
      : nominee;
  const listed = <T extends { slug: string; name: string; images: string[] }>(nominees: T[]) =>
    nominees.filter((nominee) => !heldBack(nominee.slug)).map(asServed);

  return [
    http.get(
      `*${ENDPOINTS.nominees}`,
      route('data', () => envelope(listed(simulator.nominees()))),
    ),

    http.post(
      `*${ENDPOINTS.nominee}`,
      route('detail', async ({ request }) => {
        const { slug } = await readForm(request);
        const nominee = slug && !heldBack(slug) ? simulator.findNominee(slug) : null;
        return nominee ? envelope(asServed(nominee)) : envelope(null, 0);
      }),
    ),

    http.get(
      `*${ENDPOINTS.winner}`,
      route('data', ({ request }) => {
        const year = new URL(request.url).searchParams.get('year') ?? '';
        const winners = year ? simulator.sectionWinners(year) : null;
        const list = winners && listed(winners);
        return envelope(list ? { [year]: list } : {});
      }),
    ),
  ];
}
