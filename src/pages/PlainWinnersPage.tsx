import { useParams } from 'wouter';
import { usePage } from '../hooks/usePage';
import { AWARDS_NAME } from '../content/site';
import { AwardsShell } from '../components/AwardsShell';

export default function PlainWinnersPage() {
  const { id = '' } = useParams<{ id: string }>();
  usePage(`${AWARDS_NAME} - Winners ${id}`);
  return (
    <AwardsShell year={Number(id) || undefined}>
      <section className="page-body">
        <h1 className="section-title">WINNERS</h1>
        <p className="section-subtitle">{id}</p>
      </section>
    </AwardsShell>
  );
}
