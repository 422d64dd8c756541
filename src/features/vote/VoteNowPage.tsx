import { Trans } from '@lingui/react/macro';
import { ROUTES } from '#src/routes';
import { usePage, useRouteTitle } from '#src/components/usePage';
import { useData } from '#src/stores/data-store';
import { SectionLayout } from '#src/components/SectionLayout';
import { VoteFlow } from './VoteFlow';

export default function VoteNowPage() {
  usePage(useRouteTitle(ROUTES.voteNow));
  const { nominees } = useData(ROUTES.voteNow);
  return (
    <SectionLayout>
      {nominees.status === 'loading' ? (
        <p className="loading" role="status">
          <Trans>Loading the nominees…</Trans>
        </p>
      ) : (
        <VoteFlow nominees={nominees.data ?? []} />
      )}
    </SectionLayout>
  );
}
