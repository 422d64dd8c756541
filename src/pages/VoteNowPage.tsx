import { usePage } from '../hooks/usePage';
import { SECTION_TITLE } from '../content/site';
import { useResourceStatus, useSiteData } from '../store';
import { SectionShell } from '../components/SectionShell';
import { VoteFlow } from '../components/vote/VoteFlow';

export default function VoteNowPage() {
  usePage(SECTION_TITLE);
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
