import type { Brand } from '../../api/types';
import { api } from '../../api/calls';
import { useRemoteData } from '../../hooks/useRemoteData';
import { useSiteData } from '../../store';
import { BrandSection } from '../BrandSection';
import './awards.css';

const NO_BRANDS: Brand[] = [];

/** Key 'sponsors/{year}'; 'sponsors/' means no year: nothing to load. A failure is only logged (by the remote-data machine). */
const SPONSORS_KEY = 'sponsors/';
const loadSponsors = (key: string): Promise<Brand[]> => {
  const year = key.slice(SPONSORS_KEY.length);
  return year ? api.getSponsorsByYear(Number(year)) : Promise.resolve(NO_BRANDS);
};

/**
 * The brand rows of the awards footer (MainFooter's slot): the year's
 * sponsors when a year is given, then the shared publications. Each row is
 * hidden when empty, sorted by position, linked only with a url.
 */
export function AwardsFooterBrands({ year }: { year?: number }) {
  const sponsors = useRemoteData(`${SPONSORS_KEY}${year ?? ''}`, loadSponsors);
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
