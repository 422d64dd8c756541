import { useEffect } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useActor } from '@xstate/react';
import { usePage, useRouteTitle } from '#src/components/usePage';
import { byPosition } from '#src/domain/ordering';
import { paths, ROUTES } from '#src/routes';
import { useData, useHydrated, type DataEntry } from '#src/stores/data-store';
import type { Counters as CounterTotals } from '#src/domain/types';
import { countdownParts, scheduleCountdownMachine } from '#machines/schedule-countdown.machine';
import { siteClock } from '#machines/site-clock';
import { SectionLayout } from '#src/components/SectionLayout';
import { BrandSection } from '#src/components/BrandSection';
import { Html } from '#src/components/Html';
import { Photo } from '#src/components/Photo';
import { LANDING_JUDGE_SIZES, LANDING_SECTION_SIZES } from '#src/lib/image-sizes';
import { formatCount } from '#src/i18n/locale';
import { useLocale } from '#src/i18n/useLocale';
import './VoteLandingPage.css';

/** While the counters load, their boxes hold the space (hidden), so nothing below them moves. */
function Counters({ counters: { status, data } }: { counters: DataEntry<CounterTotals> }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (status !== 'loading' && !data) return null;
  const items: [string, number | null][] = [
    [t`VENUES`, data?.total_active_nominees ?? null],
    [t`VOTERS`, data?.total_voters ?? null],
    [t`VOTES`, data?.total_votes ?? null],
  ];
  return (
    <dl className={data ? 'counters' : 'counters counters--pending'} aria-label={t`Counters`} aria-hidden={data ? undefined : true}>
      {items.map(([label, value]) => (
        <div key={label} className="counters__item">
          <dt>{label}</dt>
          <dd>{formatCount(value ?? 0, locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

function ScheduleCountdown({ target }: { target: number | null }) {
  const { t } = useLingui();
  const [snapshot, send] = useActor(scheduleCountdownMachine, { clock: siteClock, input: { target, now: siteClock.now } });
  useEffect(() => {
    send({ type: 'schedule.changed', target });
  }, [target, send]);
  const parts = countdownParts(snapshot.context.target, snapshot.context.now);
  // The time left depends on when the page is seen, not when it was built: shown once hydrated.
  const hydrated = useHydrated();
  const units: [string, number][] = [
    [t`Days`, parts.days],
    [t`Hours`, parts.hours],
    [t`Minutes`, parts.minutes],
    [t`Seconds`, parts.seconds],
  ];
  return (
    <div className="schedule-countdown" role="timer" aria-label={t`Countdown`} aria-live="off">
      {units.map(([label, value]) => (
        <div key={label} className="schedule-countdown__unit">
          <span className="schedule-countdown__value">{hydrated ? String(value).padStart(2, '0') : '--'}</span>
          <span className="schedule-countdown__label">{label}</span>
        </div>
      ))}
    </div>
  );
}

export default function VoteLandingPage() {
  const { t } = useLingui();
  usePage(useRouteTitle(ROUTES.voteLanding));
  const data = useData(ROUTES.voteLanding);
  const votesPage = data.website.data?.votes_page ?? null;
  const schedule = data.website.data?.schedule_time ?? null;
  const judges = data.judges.data ?? [];
  const sponsors = data.sponsors.data ?? [];
  const partners = data.partners.data ?? [];
  const publications = data.publications.data ?? [];
  const websiteStatus = data.website.status;
  // A body section without a title of its own is named by its place.
  const sectionLabel = (number: number) => t`Section ${number}`;

  // The page is written around the website data: a placeholder holds the screen until it is in.
  if (websiteStatus === 'loading') {
    return (
      <SectionLayout footerLists={false}>
        <p className="loading" role="status">
          <Trans>Loading…</Trans>
        </p>
      </SectionLayout>
    );
  }

  return (
    <SectionLayout footerLists={false}>
      <header className="vote-landing__header">
        <h1 className="section-title">{votesPage?.header_content.title || t`VOTE`}</h1>
        {votesPage ? <Html html={votesPage.header_content.content} className="rich-text vote-landing__intro" /> : null}
        <Counters counters={data.counters} />
        <ScheduleCountdown target={schedule} />
        <Link href={paths.sectionWinners()} className="button">
          <Trans>SEE THE RESULTS!</Trans>
        </Link>
      </header>

      {judges.length > 0 ? (
        <section className="vote-landing__judges" aria-labelledby="landing-judges">
          <h2 id="landing-judges" className="section-title">
            <Trans>THE JUDGES</Trans>
          </h2>
          <ul>
            {byPosition(judges).map((judge) => (
              <li key={judge.position}>
                <Link href={paths.judges(judge.position)}>
                  <Photo src={judge.image} sizes={LANDING_JUDGE_SIZES} alt="" width={160} height={200} />
                  <span>{judge.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="vote-landing__brands">
        <BrandSection title={t`OUR SPONSORS`} brands={sponsors} />
        <BrandSection title={t`OUR PARTNERS`} brands={partners} />
        <BrandSection title={t`OUR PUBLICATIONS`} brands={publications} />
      </div>

      {votesPage?.body_content.map((section, index) => (
        <section
          key={`${section.title}-${index}`}
          className={`vote-landing__body${index % 2 === 1 ? ' is-reversed' : ''}`}
          aria-label={section.title || sectionLabel(index + 1)}
        >
          {section.image ? <Photo src={section.image} sizes={LANDING_SECTION_SIZES} alt="" width={480} height={360} /> : null}
          <div>
            {section.title ? <h2>{section.title}</h2> : null}
            <Html html={section.content} className="rich-text" />
          </div>
        </section>
      ))}

      {votesPage && (votesPage.instruction_vote.title || votesPage.instruction_vote.content) ? (
        <section className="vote-landing__instructions" aria-labelledby="landing-instructions">
          <h2 id="landing-instructions" className="section-title">
            {votesPage.instruction_vote.title || t`HOW TO VOTE`}
          </h2>
          <Html html={votesPage.instruction_vote.content} className="rich-text" />
        </section>
      ) : null}
    </SectionLayout>
  );
}
