import { usePage } from '../hooks/usePage';
import { SECTION_TITLE } from '../content/site';
import { SectionShell } from '../components/SectionShell';

export default function VoteNowPage() {
  usePage(SECTION_TITLE);
  return (
    <SectionShell>
      <section className="page-body">
        <h1 className="section-title">EXQUISITE&apos;S BEST RESTAURANTS &amp; BARS 2025</h1>
      </section>
    </SectionShell>
  );
}
