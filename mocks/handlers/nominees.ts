/** Nominees: the list, one nominee by slug, section winners by year. */
import { ENDPOINTS } from '../../src/data/protocol';
import { http } from 'msw';
import { envelope, readForm, type HandlerContext } from './effects';

export function nomineeHandlers({ simulator, route }: HandlerContext) {
  return [
    http.get(
      `*${ENDPOINTS.nominees}`,
      route('data', () => envelope(simulator.nominees())),
    ),

    http.post(
      `*${ENDPOINTS.nominee}`,
      route('detail', async ({ request }) => {
        const { slug } = await readForm(request);
        const nominee = slug ? simulator.findNominee(slug) : null;
        return nominee ? envelope(nominee) : envelope(null, 0);
      }),
    ),

    http.get(
      `*${ENDPOINTS.winner}`,
      route('data', ({ request }) => {
        const year = new URL(request.url).searchParams.get('year') ?? '';
        const list = year ? simulator.sectionWinners(year) : null;
        return envelope(list ? { [year]: list } : {});
      }),
    ),
  ];
}
