import { usePage } from '../hooks/usePage';
import { AWARDS_NAME } from '../content/site';
import { AwardsShell } from '../components/AwardsShell';

export default function VideoPage() {
  usePage(`${AWARDS_NAME} - Video`);
  return (
    <AwardsShell>
      <section className="page-body">
        <h1 className="section-title">VIDEO</h1>
      </section>
    </AwardsShell>
  );
}
