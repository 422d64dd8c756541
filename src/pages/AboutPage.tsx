import { usePage } from '../hooks/usePage';
import { AWARDS_NAME } from '../content/site';
import { AwardsShell } from '../components/AwardsShell';

export default function AboutPage() {
  usePage(`${AWARDS_NAME} - About Us`);
  return (
    <AwardsShell>
      <section className="page-body">
        <h1 className="section-title">ABOUT US</h1>
      </section>
    </AwardsShell>
  );
}
