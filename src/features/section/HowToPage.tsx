import { Trans } from '@lingui/react/macro';
import { ROUTES } from '#src/routes';
import { usePage, useRouteTitle } from '#src/components/usePage';
import { useData } from '#src/stores/data-store';
import { SectionLayout } from '#src/components/SectionLayout';
import { Html } from '#src/components/Html';

export default function HowToPage() {
  usePage(useRouteTitle(ROUTES.howTo));
  const howToVote = useData(ROUTES.howTo).website.data?.how_to_vote ?? '';
  return (
    <SectionLayout>
      <article className="page-body">
        <h1 className="section-title">
          <Trans>HOW TO VOTE</Trans>
        </h1>
        <Html html={howToVote} className="rich-text" holdsPage />
      </article>
    </SectionLayout>
  );
}
