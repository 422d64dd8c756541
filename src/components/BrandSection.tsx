import type { Brand } from '../api/types';
import { byPosition } from '../lib/ordering';
import { SmartLink } from './SmartLink';

interface BrandSectionProps {
  title: string;
  brands: readonly Brand[];
  headingLevel?: 'h2' | 'h3';
}

/** Sponsors, partners or publications: hidden when empty, by position, linked only with a url. */
export function BrandSection({ title, brands, headingLevel: Heading = 'h2' }: BrandSectionProps) {
  if (brands.length === 0) return null;
  return (
    <section className="brand-section" aria-label={title}>
      <Heading className="brand-section__title">{title}</Heading>
      <ul className="brand-section__list">
        {byPosition(brands).map((brand) => {
          const logo = <img src={brand.image} alt={brand.name} width={150} height={100} loading="lazy" decoding="async" />;
          return (
            <li key={`${brand.position}-${brand.name}`} className="brand-section__item">
              {brand.url ? <SmartLink href={brand.url}>{logo}</SmartLink> : logo}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
