import { Trans } from '@lingui/react/macro';
import { ROUTES } from '../../routes';
import { usePage, useRouteTitle } from '../../components/usePage';
import { useData } from '../../stores/data-store';
import { SectionLayout } from '../../components/SectionLayout';
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
