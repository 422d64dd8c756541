import { useParams } from 'wouter';
import { usePage } from '../hooks/usePage';
import { SECTION_TITLE } from '../content/site';
import { useResourceStatus, useSiteData } from '../store';
import { paths } from '../paths';
import { SectionShell } from '../components/SectionShell';
import { NotFoundMessage } from './NotFoundPage';

export default function NomineePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const nominee = useSiteData((data) => data.nominees.find((item) => item.slug === slug) ?? null);
  const status = useResourceStatus('nominees');
  usePage(nominee ? `${nominee.name} - ${SECTION_TITLE}` : SECTION_TITLE);
  return (
    <SectionShell>
      {nominee ? (
        <article className="page-body">
          <h1 className="section-title">{nominee.name}</h1>
          <p>{nominee.location}</p>
        </article>
      ) : status === 'loading' ? (
        <p className="loading" role="status">
          Loading…
        </p>
      ) : (
        <NotFoundMessage what="nominee" backHref={paths.section()} backLabel="See all nominees" />
      )}
    </SectionShell>
  );
}
