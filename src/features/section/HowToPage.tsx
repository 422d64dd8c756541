import { ROUTES } from '../../routes';
import { usePage } from '../../shell/usePage';
import { useData } from '../../data/store';
import { SectionShell } from '../../shell/SectionShell';
import { Html } from '../../shell/Html';

export default function HowToPage() {
  usePage(ROUTES.howTo.title());
  const howToVote = useData(ROUTES.howTo).website.data?.how_to_vote ?? '';
  return (
    <SectionShell>
      <article className="page-body">
        <h1 className="section-title">HOW TO VOTE</h1>
        <Html html={howToVote} className="rich-text" />
      </article>
    </SectionShell>
  );
}
