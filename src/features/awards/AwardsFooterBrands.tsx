import type { Brand } from '../../data/types';
import { usePageData } from '../../data/usePageData';
import { useSiteData } from '../../data/store';
import { BrandSection } from '../../shell/BrandSection';
import './awards.css';

const NO_BRANDS: Brand[] = [];

/**
 * The brand rows of the awards footer (MainFooter's slot): the year's
 * sponsors when a year is given, then the shared publications. Each row is
 * hidden when empty, sorted by position, linked only with a url.
 */
export function AwardsFooterBrands({ year }: { year?: number }) {
  // No year: nothing to load. A failure is only logged (by the remote-data machine).
  const sponsors = usePageData(year === undefined ? null : ['sponsorsByYear', String(year)]);
  const publications = useSiteData((data) => data.publications);
  const sponsorList = sponsors.data ?? NO_BRANDS;
  if (sponsorList.length === 0 && publications.length === 0) return null;
  return (
    <div className="awards-footer-brands">
      <BrandSection title="OUR SPONSORS" brands={sponsorList} />
      <BrandSection title="OUR PUBLICATIONS" brands={publications} />
    </div>
  );
}
