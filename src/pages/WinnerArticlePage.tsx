import { Link, useParams } from 'wouter';
import { usePage } from '../hooks/usePage';
import { AWARDS_NAME } from '../content/site';
import { paths } from '../paths';
import { AwardsShell } from '../components/AwardsShell';

export default function WinnerArticlePage() {
  const { id = '', slug = '' } = useParams<{ id: string; slug: string }>();
  usePage(`${AWARDS_NAME} - Winners ${id}`);
  return (
    <AwardsShell year={Number(id) || undefined}>
      <article className="page-body">
        <h1 className="section-title">{`WINNERS ${id}`}</h1>
        <p>{slug}</p>
        <Link href={paths.awardsWinners(id)} className="button">
          BACK TO ALL WINNERS
        </Link>
      </article>
    </AwardsShell>
  );
}
