// The orders module's face: what other modules, flows and the app may import from it (a
// dependency-cruiser rule, one-door-per-module, refuses imports of its other files).
export * from './service.ts';
export { orderLines, paidAtSql } from './export-lines.ts';
export { type OrderBatches } from './order-batches.ts';
export { resolveReturnUrl, withOrderId } from './return-url.ts';
