import { useLingui } from '@lingui/react/macro';
import type { Brand } from '#src/domain/types';
import { useData } from '#src/stores/data-store';
import { BrandSection } from '#src/components/BrandSection';
import './awards.css';

/**
 * The brand rows of the awards footer (MainFooter's slot): the year's
 * sponsors (its page reads them), then the shared publications. Each row is
 * hidden when empty, sorted by position, linked only with a url.
 */
export function AwardsFooterBrands({ sponsors = null }: { sponsors?: readonly Brand[] | null }) {
  const { t } = useLingui();
  const publications = useData(['publications']).publications.data ?? [];
  const sponsorList = sponsors ?? [];
  if (sponsorList.length === 0 && publications.length === 0) return null;
  return (
    <div className="awards-footer-brands">
      <BrandSection title={t`OUR SPONSORS`} brands={sponsorList} />
      <BrandSection title={t`OUR PUBLICATIONS`} brands={publications} />
    </div>
  );
}
