import { usePage } from '../hooks/usePage';
import { SECTION_TITLE } from '../content/site';
import { SectionShell } from '../components/SectionShell';
import { Link } from 'wouter';
import { paths } from '../paths';

export default function VoteLandingPage() {
  usePage(SECTION_TITLE);
  return (
    <SectionShell>
      <section className="page-body">
        <h1 className="section-title">VOTE</h1>
        <Link href={paths.sectionWinners()} className="button">
          SEE THE RESULTS!
        </Link>
      </section>
    </SectionShell>
  );
}
