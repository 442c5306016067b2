// Products, the module's face: the storefront read model (product-reads.ts), staff create and
// edit with price history (product-writes.ts), re-drop, withdrawal, recall and deletion
// (product-lifecycle.ts), pictures (product-images.ts) and stock (stock.ts). Other modules
// and flows import from here.
//
// Exported for other modules (all take a Db or an open transaction as `executor`):
//   getProduct(executor, id, now, viewer): Promise<Product>                404 when absent or hidden
//   getShopperProduct(db, clock, id, now): Promise<Product>               the same for shoppers,
//       read in one query with the other products asked for at the same moment (an upcoming
//       one is a 404 like an unknown id; the cart and checkout read it through the catalogue
//       cache, modules/products/shopper-products.ts)
//   getProductsByIds(executor, ids, now, viewer): Promise<Product[]>       hidden/absent ids left out
//   takeStock / endHold / restock(tx, productId, quantity, ...)  free and held pieces (takeStock
//       is a conditional decrement: false when too few are free; new orders hold pieces with the
//       SQL function hold_stock, migration 0006)
//   getLiveStock(executor, { productIds, dropIds }, now): Promise<LiveStock[]>  for the live stream
//   createProduct(executor, data: NewProduct, now, rules): Promise<ProductSaved>   checked by POST /products' schema
//   updateProduct(executor, id, data: ProductEdit, now, rules): Promise<ProductSaved>  by PUT /products/{id}'s
//       rules.safetyRequired (PRODUCT_SAFETY_REQUIRED): refuse a product without its GPSR data
//   saveImportedProduct(tx, item, now, rules): Promise<id>   one import row, in the import's transaction
//   findImportMatches / importChanges / importedPictureHashes   what an import's rows match (import/)
//   redropUnsold(executor, fromDropId, toDropId, now): Promise<ids>  unsold, withdrawn pieces to an upcoming drop
//   dropPieces(executor, dropId, now) / dropProductsSql(dropId)   what a drop's results read
//   deleteProduct(db, id): Promise<ProductFiles>  a product no order holds (404, 409); its files' URLs
//   withdrawProduct(executor, id, now) / restoreProduct(executor, id): Promise<ProductWithdrawal>
//       staff take a product off sale (NOT_AVAILABLE for shoppers) or back; a repeat is a no-op
//   listProductImages(executor, productId): Promise<ProductImage[]>        404 when the product is absent
//   attachProductImage(executor, productId, url): Promise<string[]>        appends; answers the image URLs
//   detachProductImage(executor, productId, imageIdOrUrl): Promise<{ removed: string | null; images: string[] }>
//   listDropProducts / listCategoryProducts / searchProducts(executor, ..., query, now, viewer): Page<Product>
//   priceStepsSql(now): SQL    products on sale whose price just stepped down (price-drop alerts)
//   onSaleSinceSql(now, since) products on sale that opened or stepped since (saved searches)
// `viewer.staff` is true for users with CREATE_PRODUCT: they see upcoming products and purchasePrice.
export {
  PRODUCT_NOT_FOUND,
  type Viewer,
  type ProductFiles,
  type ProductImage,
} from './product-types.ts';
export {
  getProduct,
  getShopperProduct,
  getProductsByIds,
  listDropProducts,
  dropTeaser,
  listCategoryProducts,
  searchProducts,
  getLiveStock,
} from './product-reads.ts';
export {
  createProduct,
  updateProduct,
  importChanges,
  saveImportedProduct,
  findImportMatches,
  importedPictureHashes,
  type ProductRules,
  type ImportedProduct,
} from './product-writes.ts';
export {
  redropUnsold,
  pricesAround,
  productsLackingSafety,
  deleteProduct,
  withdrawProduct,
  restoreProduct,
  recallProduct,
  recallOf,
} from './product-lifecycle.ts';
export {
  listProductImages,
  attachProductImage,
  detachProductImage,
  reorderProductImages,
} from './product-images.ts';
export {
  takeStock,
  endHold,
  restock,
  freePiecesInDrop,
  productIdsInDrop,
  dropPieces,
  dropProductsSql,
} from './stock.ts';
export { onSaleSinceSql, priceStepsSql } from './price-steps.ts';
export { listManufacturers } from './manufacturers.ts';
export { productNames, type ProductRow } from './repository.ts';
