// /product/{id}: the catalogue's product page with the cart's add-to-cart and the wishlists'
// dialog plugged in (features never import each other; the app composes them).
import { ProductPage } from '@/features/catalogue/routes/product-page.tsx';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart.ts';
import { AddToWishlistDialog } from '@/features/wishlists/components/add-to-wishlist-dialog.tsx';

export default function ProductRoute() {
  const addToCart = useAddToCart();
  return (
    <ProductPage
      addToCart={(product, quantity) => addToCart.mutateAsync({ product, quantity })}
      renderWishlistButton={(product) => (
        <AddToWishlistDialog productId={product.id} productName={product.name} />
      )}
    />
  );
}
