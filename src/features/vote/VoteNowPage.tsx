import { Trans } from '@lingui/react/macro';
import { ROUTES } from '../../routes';
import { usePage, useRouteTitle } from '../../shell/usePage';
import { useData } from '../../stores/data-store';
import { SectionShell } from '../../shell/SectionShell';
import { VoteFlow } from './VoteFlow';

export default function VoteNowPage() {
  usePage(useRouteTitle(ROUTES.voteNow));
  const { nominees } = useData(ROUTES.voteNow);
  return (
    <SectionShell>
      {nominees.status === 'loading' ? (
        <p className="loading" role="status">
          <Trans>Loading the nominees…</Trans>
        </p>
      ) : (
        <VoteFlow nominees={nominees.data ?? []} />
      )}
    </SectionShell>
  );
}
