import { usePage } from '../hooks/usePage';
import { SECTION_TITLE } from '../content/site';
import { SectionShell } from '../components/SectionShell';

export default function JudgesPage() {
  usePage(SECTION_TITLE);
  return (
    <SectionShell>
      <section className="page-body">
        <h1 className="section-title">THE JUDGES</h1>
      </section>
    </SectionShell>
  );
}
