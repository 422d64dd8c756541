import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { paths } from '../routes';

/** What could not be found, each its own sentence for translators. */
const NOT_FOUND_TITLES = {
  page: msg`We couldn't find that page`,
  nominee: msg`We couldn't find that nominee`,
  winner: msg`We couldn't find that winner`,
  year: msg`We couldn't find that year`,
};

/** Shown inside either layout when an address matches no page or no record. `backLabel`: in the page's language. */
export function NotFoundMessage({
  what = 'page',
  backHref = paths.home(),
  backLabel,
}: {
  what?: keyof typeof NOT_FOUND_TITLES;
  backHref?: string;
  backLabel?: string;
}) {
  const { i18n } = useLingui();
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="section-title">
        {i18n._(NOT_FOUND_TITLES[what])}
      </h1>
      <p>
        <Trans>The link may be out of date, or the address may have a typo.</Trans>
      </p>
      <Link href={backHref} className="button">
        {backLabel ?? <Trans>Go to the home page</Trans>}
      </Link>
    </section>
  );
}
