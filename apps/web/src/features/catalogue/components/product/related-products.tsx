// Up to 8 AVAILABLE products from the same drop, the product itself left out. A failure
// here is only logged: the section simply does not show.
import { useEffect } from 'react';
import type { Product } from '@shop/shared/catalogue';
import { paths } from '@/lib/paths.ts';
import { useRelatedProducts } from '../../api/get-drop-products.ts';
import type { Viewer } from '@/entities/product/viewer.ts';
import { ProductGrid } from '../product-grid.tsx';
import { SectionHeading } from '../section-heading.tsx';

export function RelatedProducts({ product, viewer }: { product: Product; viewer: Viewer }) {
  const related = useRelatedProducts(product, viewer);
  useEffect(() => {
    if (related.error) console.warn('Related products failed to load', related.error);
  }, [related.error]);

  if (related.isError || related.data?.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <SectionHeading
        id="related-heading"
        title="Więcej z tej kolekcji"
        link={{ to: paths.drop(product.drop.slug), label: 'Cała kolekcja' }}
      />
      <ProductGrid
        products={related.data}
        isPending={related.isPending}
        errorText={null}
        emptyText=""
        skeletons={4}
        label="Produkty z tej samej kolekcji"
      />
    </section>
  );
}
