import type { Brand } from '../domain/types';
import { logoSizes } from '../lib/image-sizes';
import { byPosition } from '../domain/ordering';
import { Photo } from './Photo';
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
          const logo = <Photo src={brand.image} sizes={logoSizes(120)} alt={brand.name} width={150} height={100} />;
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
