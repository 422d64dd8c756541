import { Trans } from '@lingui/react/macro';
import { ROUTES } from '#src/routes';
import { usePage, useRouteTitle } from '#src/components/usePage';
import { useData } from '#src/stores/data-store';
import { SectionLayout } from '#src/components/SectionLayout';
import { Html } from '#src/components/Html';

export default function HowToPage() {
  usePage(useRouteTitle(ROUTES.howTo));
  const { website } = useData(ROUTES.howTo);
  return (
    <SectionLayout>
      <article className="page-body">
        <h1 className="section-title">
          <Trans>HOW TO VOTE</Trans>
        </h1>
        {website.status === 'loading' ? (
          <p className="loading" role="status">
            <Trans>Loading…</Trans>
          </p>
        ) : (
          <Html html={website.data?.how_to_vote ?? ''} className="rich-text" holdsPage />
        )}
      </article>
    </SectionLayout>
  );
}
