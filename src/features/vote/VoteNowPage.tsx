import { ROUTES } from '../../routes';
import { usePage } from '../../shell/usePage';
import { useResourceStatus, useSiteData } from '../../data/store';
import { SectionShell } from '../../shell/SectionShell';
import { VoteFlow } from './VoteFlow';

export default function VoteNowPage() {
  usePage(ROUTES.voteNow.title());
  const nominees = useSiteData((data) => data.nominees);
  const status = useResourceStatus('nominees');
  return (
    <SectionShell>
      {status === 'loading' ? (
        <p className="loading" role="status">
          Loading the nominees…
        </p>
      ) : (
        <VoteFlow nominees={nominees} />
      )}
    </SectionShell>
  );
}
