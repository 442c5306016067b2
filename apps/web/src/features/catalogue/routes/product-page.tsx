// /product/{id}: breadcrumb, gallery, detail panel, description with the two
// benefit lines, the drop card, product safety (GPSR), related products and Product structured data, with the
// loading, error and not-found states. The cart and wishlists are other features: the
// app passes them in (src/app composes features).
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FileText, ShieldCheck } from 'lucide-react';
import type { Product } from '@shop/shared/catalogue';
import { NotFound } from '@/components/not-found.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import { documentTitle } from '@shop/shared/document-title';
import { useLiveStock } from '@/lib/live-stock.ts';
import { getRuntimeConfig } from '@/lib/runtime-config.ts';
import { productQuery, useProduct } from '@/entities/product/api.ts';
import { JsonLd } from '../components/json-ld.tsx';
import { PageContainer } from '../components/page-container.tsx';
import { ProductBreadcrumb } from '../components/product/breadcrumb.tsx';
import { DetailPanel } from '../components/product/detail-panel.tsx';
import { DropHeaderCard } from '../components/product/drop-header-card.tsx';
import { ProductGallery } from '../components/product/gallery.tsx';
import { RelatedProducts } from '../components/product/related-products.tsx';
import { SafetySection } from '../components/product/safety-section.tsx';
import { MissingProduct } from '../components/product/missing-product.tsx';
import { useViewer, type Viewer } from '@/entities/product/viewer.ts';
import {
  PRODUCT_ERROR,
  PRODUCT_ID_REQUIRED,
  PRODUCT_LOADING,
  PRODUCT_NOT_FOUND,
} from '../lib/messages.ts';
import { productStructuredData } from '@shop/shared/structured-data';
import { useDropAdmission } from '../hooks/use-drop-admission.ts';

export interface ProductPageProps {
  /**
   * Puts the product in the cart (server or guest cart); rejects with an Error whose message
   * is a Polish sentence for the shopper when it could not.
   */
  addToCart: (product: Product, quantity: number) => Promise<unknown>;
  /** The add-to-wishlist button (with its dialog, and the guest's way to /login). */
  renderWishlistButton: (product: Product) => ReactNode;
}

const ID_PATTERN = /^[1-9]\d{0,9}$/;

// Its code (and its suggestions) loads with the first addition, not with the page.
const AddedToCartDialog = lazy(async () => ({
  default: (await import('../components/product/added-to-cart-dialog.tsx')).AddedToCartDialog,
}));

export function ProductPage(props: ProductPageProps) {
  const rawId = useParams().id?.trim() ?? '';
  const id = ID_PATTERN.test(rawId) ? Number(rawId) : null;
  const viewer = useViewer();
  const product = useProduct(id, viewer);

  let body: ReactNode;
  if (rawId === '') {
    body = (
      <NotFound
        title={PRODUCT_ID_REQUIRED}
        description="Adres strony produktu kończy się jego numerem, np. /product/12. Zobacz, co jest teraz w sprzedaży."
      />
    );
  } else if (id === null) {
    body = (
      <NotFound
        title={PRODUCT_NOT_FOUND}
        description="Tego produktu nie ma w sklepie: adres może być niepełny albo produkt został usunięty. Zobacz, co jest teraz w sprzedaży."
      />
    );
  } else if (isApiError(product.error, 404)) {
    body = <MissingProduct productId={id} viewer={viewer} />;
  } else if (product.isError) body = <Alert>{PRODUCT_ERROR}</Alert>;
  else if (product.isPending) body = <PageSpinner label={PRODUCT_LOADING} />;
  else body = <ProductDetails product={product.data} viewer={viewer} {...props} />;

  return (
    <PageContainer>
      <title>{documentTitle(product.data?.name ?? 'Produkt')}</title>
      {body}
    </PageContainer>
  );
}

function ProductDetails({
  product,
  viewer,
  addToCart,
  renderWishlistButton,
}: ProductPageProps & { product: Product; viewer: Viewer }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<{ quantity: number } | null>(null);
  const canEdit = auth.hasScope('CREATE_PRODUCT');
  const admission = useDropAdmission(product.drop);
  // Stock, reservations and price steps show without a reload (related products too).
  useLiveStock({ productIds: [product.id], dropIds: [product.drop.id] });

  async function onAddToCart(quantity: number) {
    try {
      await addToCart(product, quantity);
      setAdded({ quantity });
    } catch (error) {
      toast({
        title: 'Nie dodano do koszyka',
        description: error instanceof Error ? error.message : 'Spróbuj ponownie za chwilę.',
        variant: 'destructive',
      });
    }
  }

  return (
    // One column the width of the page (not of its widest word): a long name wraps instead.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:gap-14">
      <JsonLd data={productStructuredData(product, getRuntimeConfig().publicUrl)} />
      <div>
        <ProductBreadcrumb product={product} />
        <div className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-2 lg:gap-12">
          <ProductGallery key={product.id} name={product.name} images={product.images} />
          <DetailPanel
            key={product.id}
            product={product}
            canEdit={canEdit}
            onAddToCart={onAddToCart}
            onStale={() => void queryClient.invalidateQueries(productQuery(product.id, viewer))}
            admission={admission}
            wishlistButton={renderWishlistButton(product)}
          />
        </div>
      </div>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-3 lg:gap-8">
        <section
          aria-labelledby="description-heading"
          className="grid content-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2"
        >
          <h2 id="description-heading" className="text-xl font-bold text-slate-900">
            Opis produktu
          </h2>
          <p className="leading-relaxed [overflow-wrap:anywhere] whitespace-pre-line text-slate-700">
            {product.description}
          </p>
          <ul className="grid gap-2 border-t border-slate-100 pt-4 text-sm text-slate-700">
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-5 text-emerald-600" aria-hidden="true" />
              Bezpieczna płatność BLIK lub szybkim przelewem online przez Przelewy24
            </li>
            <li className="flex items-center gap-2">
              <FileText className="size-5 text-emerald-600" aria-hidden="true" />
              Faktura VAT na życzenie: podaj dane do faktury w zamówieniu
            </li>
          </ul>
        </section>
        <DropHeaderCard drop={product.drop} />
        <SafetySection safety={product.safety} />
      </div>

      <RelatedProducts product={product} viewer={viewer} />

      {added && (
        <Suspense fallback={null}>
          <AddedToCartDialog
            product={product}
            quantity={added.quantity}
            open
            onOpenChange={(open) => !open && setAdded(null)}
            canEdit={canEdit}
            viewer={viewer}
          />
        </Suspense>
      )}
    </div>
  );
}
