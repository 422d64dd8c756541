import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROUTES } from '#src/routes';
import { usePage, useRouteTitle } from '#src/components/usePage';
import { scrollSmoothly } from '#src/components/scroll';
import { JUDGE_SCROLL_DELAY_MS } from '#src/lib/timing';
import { useData, useHydrated } from '#src/stores/data-store';
import { byPosition } from '#src/domain/ordering';
import { judgeAnchor, judgeFragmentTarget } from './judge-anchor';
import { SectionLayout } from '#src/components/SectionLayout';
import { Html } from '#src/components/Html';
import { useSanitizer } from '#src/components/sanitiser-loader';
import { Photo } from '#src/components/Photo';
import { JUDGE_SIZES } from '#src/lib/image-sizes';
import './JudgesPage.css';

/**
 * docs/requirements.md#constants: about 200 ms after display, or after the fragment changes,
 * scroll smoothly to the element the fragment names; an empty fragment
 * scrolls to the top. wouter's location leaves the fragment out, so this
 * listens to the browser: 'hashchange' (typed or linked fragments, back and
 * forward) and the 'pushState' / 'replaceState' events wouter dispatches when
 * a <Link> navigates (the footer's judge links while already on this page).
 */
function useFragmentScroll(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const id = judgeFragmentTarget(window.location.hash);
        if (!id) {
          scrollSmoothly(0);
          return;
        }
        const target = document.getElementById(id);
        if (target) scrollSmoothly(target.getBoundingClientRect().top + window.scrollY);
      }, JUDGE_SCROLL_DELAY_MS);
    };
    schedule();
    const events = ['hashchange', 'popstate', 'pushState', 'replaceState'] as const;
    events.forEach((name) => window.addEventListener(name, schedule));
    return () => {
      clearTimeout(timer);
      events.forEach((name) => window.removeEventListener(name, schedule));
    };
  }, [ready]);
}

export default function JudgesPage() {
  const { t } = useLingui();
  usePage(useRouteTitle(ROUTES.judges), { scrollToTop: false });
  const { judges } = useData(ROUTES.judges);
  const { status } = judges;
  const ordered = useMemo(() => byPosition(judges.data ?? []), [judges.data]);
  // Wait for the judges and their words, so a fragment has its target, where it stays, when the
  // scroll runs: words shown after it would push it down. A page hydrated with its judges shows
  // their words as built (<Html>, docs/decisions/059); any other waits for the sanitiser.
  const hydrated = useHydrated();
  const [builtWithWords] = useState(() => !hydrated && status !== 'loading');
  const sanitizer = useSanitizer();
  const wordsShown = builtWithWords || sanitizer !== null || ordered.length === 0;
  useFragmentScroll(status !== 'loading' && wordsShown);

  return (
    <SectionLayout>
      {/* Not a landmark of its own: the footer already has a region named THE JUDGES. */}
      <div className="page-body judges">
        <h1 id="judges-title" className="section-title">
          <Trans>THE JUDGES</Trans>
        </h1>
        {status === 'loading' ? (
          <p className="loading" role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : ordered.length === 0 ? (
          <p className="judges__empty">
            <Trans>No judges to show yet.</Trans>
          </p>
        ) : (
          <ol className="judges__list">
            {ordered.map(({ position, image, name, detail }) => (
              <li key={position} id={judgeAnchor(position)} className="judge">
                <Photo className="judge__image" src={image} sizes={JUDGE_SIZES} alt={t`Portrait of ${name}`} width={480} height={600} />
                <div className="judge__text">
                  <h2 className="judge__name">{name}</h2>
                  <Html html={detail} className="rich-text judge__detail" />
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </SectionLayout>
  );
}
