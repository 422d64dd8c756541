import { ROUTES } from '../../routes';
import { usePage } from '../../shell/usePage';
import { useData } from '../../data/store';
import { SectionShell } from '../../shell/SectionShell';
import { VoteFlow } from './VoteFlow';

export default function VoteNowPage() {
  usePage(ROUTES.voteNow.title());
  const { nominees } = useData(ROUTES.voteNow);
  return (
    <SectionShell>
      {nominees.status === 'loading' ? (
        <p className="loading" role="status">
          Loading the nominees…
        </p>
      ) : (
        <VoteFlow nominees={nominees.data ?? []} />
      )}
    </SectionShell>
  );
}
