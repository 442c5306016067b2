// The images module's face: what other modules, flows and the app may import from it (a
// dependency-cruiser rule, one-door-per-module, refuses imports of its other files).
export * from './service.ts';
export { createImageStorage, type ConfiguredStorage } from './configured-storage.ts';
export { detectPhotoKind } from './detect.ts';
export { deleteDocumentFile, storeDocument } from './documents.ts';
export { imageRoutes } from './routes.ts';
export { type ImageStorage } from './storage.ts';
export { NOT_AN_IMAGE, makeVariants, type ImageVariant } from './variants.ts';
