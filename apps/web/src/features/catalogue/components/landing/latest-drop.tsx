// The landing page's latest-drop grid: a skeleton of 3 while loading,
// the fixed error and empty texts (lib/messages.ts), and an item list with PLN offers as structured data.
import { isApiError } from '@/lib/api-client.ts';
import { useLiveStock } from '@/lib/live-stock.ts';
import { paths } from '@/lib/paths.ts';
import { useDropProductsPreview } from '../../api/get-drop-products.ts';
import { useLatestDrop } from '../../api/get-latest-drop.ts';
import { useViewer } from '@/entities/product/viewer.ts';
import { LATEST_EMPTY, LATEST_ERROR } from '../../lib/messages.ts';
import { itemListStructuredData } from '@shop/shared/structured-data';
import { JsonLd } from '../json-ld.tsx';
import { ProductGrid } from '../product-grid.tsx';
import { SectionHeading } from '../section-heading.tsx';
import { getRuntimeConfig } from '@/lib/runtime-config.ts';

const SHOWN = 6;
const SKELETONS = 3;

export function LatestDrop() {
  const viewer = useViewer();
  const drop = useLatestDrop();
  // No started drop yet (404) is the empty state, not an error.
  const noDrop = isApiError(drop.error, 404);
  const products = useDropProductsPreview(drop.data?.id, SHOWN, viewer, 'AVAILABLE');
  const items = products.data?.items;
  useLiveStock({ dropIds: drop.data ? [drop.data.id] : [] });

  const failed = (drop.isError && !noDrop) || products.isError;
  return (
    <section aria-labelledby="latest-heading">
      <SectionHeading
        id="latest-heading"
        title={drop.data ? `Najnowsza kolekcja: ${drop.data.name}` : 'Najnowsza kolekcja'}
        lead={drop.data?.shortDescription}
        link={
          drop.data ? { to: paths.drop(drop.data.slug), label: 'Zobacz całą kolekcję' } : undefined
        }
      />
      <ProductGrid
        products={noDrop ? [] : items}
        isPending={!noDrop && (drop.isPending || products.isPending)}
        errorText={failed ? LATEST_ERROR : null}
        emptyText={LATEST_EMPTY}
        skeletons={SKELETONS}
        label="Produkty z najnowszej kolekcji"
        columns="wide"
      />
      {items && items.length > 0 && drop.data && (
        <JsonLd
          data={itemListStructuredData(drop.data.name, items, getRuntimeConfig().publicUrl)}
        />
      )}
    </section>
  );
}
