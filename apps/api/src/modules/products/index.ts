// The products module's face: what other modules, flows and the app may import from it (a
// dependency-cruiser rule, one-door-per-module, refuses imports of its other files).
export * from './service.ts';
export { productImageRoutes } from './image-routes.ts';
export { manufacturerRoutes } from './manufacturer-routes.ts';
export { createManufacturer } from './manufacturers.ts';
export { READ_AHEAD_MS, readAhead } from './opening-ahead.ts';
export { dropProductsRead, productRoutes } from './routes.ts';
export { shopperProductsOf, type ShopperProducts } from './shopper-products.ts';
