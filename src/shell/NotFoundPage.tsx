import { Link } from 'wouter';
import { usePage } from './usePage';
import { AWARDS_NAME } from './site';
import { paths } from '../routes';
import { AwardsShell } from './AwardsShell';

export default function NotFoundPage() {
  usePage(`${AWARDS_NAME} - Page not found`);
  return (
    <AwardsShell>
      <NotFoundMessage />
    </AwardsShell>
  );
}

/** Shown inside any shell when an address matches no page or no record. */
export function NotFoundMessage({
  what = 'page',
  backHref = paths.home(),
  backLabel = 'Go to the home page',
}: {
  what?: string;
  backHref?: string;
  backLabel?: string;
}) {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="section-title">
        {`We couldn't find that ${what}`}
      </h1>
      <p>The link may be out of date, or the address may have a typo.</p>
      <Link href={backHref} className="button">
        {backLabel}
      </Link>
    </section>
  );
}
