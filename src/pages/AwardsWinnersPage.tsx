import { useParams } from 'wouter';
import { usePage } from '../hooks/usePage';
import { AWARDS_NAME } from '../content/site';
import { AwardsShell } from '../components/AwardsShell';

export default function AwardsWinnersPage() {
  const { id = '' } = useParams<{ id: string }>();
  const year = Number(id);
  usePage(`${AWARDS_NAME} - Winners ${id}`);
  return (
    <AwardsShell year={Number.isInteger(year) ? year : undefined}>
      <section className="page-body">
        <h1 className="section-title">{`WINNER EXQUISITE'S AWARDS ${id}`}</h1>
      </section>
    </AwardsShell>
  );
}
