import { useParams } from 'wouter';
import { usePage } from '../hooks/usePage';
import { SECTION_TITLE } from '../content/site';
import { SECTION_YEAR } from '../paths';
import { SectionShell } from '../components/SectionShell';

export default function SectionWinnersPage() {
  const { year = String(SECTION_YEAR) } = useParams<{ year?: string }>();
  usePage(SECTION_TITLE);
  return (
    <SectionShell>
      <section className="page-body">
        <h1 className="section-title">{`WINNERS EXQUISITE'S BEST RESTAURANTS & BARS ${year}`}</h1>
      </section>
    </SectionShell>
  );
}
