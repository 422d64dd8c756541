import { Trans } from '@lingui/react/macro';
import { ROUTES } from '../../routes';
import { usePage, useRouteTitle } from '../../shell/usePage';
import { useData } from '../../stores/data-store';
import { SectionShell } from '../../shell/SectionShell';
import { Html } from '../../shell/Html';

export default function HowToPage() {
  usePage(useRouteTitle(ROUTES.howTo));
  const howToVote = useData(ROUTES.howTo).website.data?.how_to_vote ?? '';
  return (
    <SectionShell>
      <article className="page-body">
        <h1 className="section-title">
          <Trans>HOW TO VOTE</Trans>
        </h1>
        <Html html={howToVote} className="rich-text" />
      </article>
    </SectionShell>
  );
}
