import { ROUTES } from '../routes';
import { usePage } from '../hooks/usePage';
import { useResourceStatus, useSiteData } from '../store';
import { SectionShell } from '../components/SectionShell';
import { VoteFlow } from '../components/vote/VoteFlow';

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
