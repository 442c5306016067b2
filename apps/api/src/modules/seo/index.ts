// The seo module's face: what other modules, flows and the app may import from it (a
// dependency-cruiser rule, one-door-per-module, refuses imports of its other files).
export { PAGE_RENDER_HEADER, loadPageRenderer, newRenderKey } from './page-render.ts';
export { seoRoutes } from './routes.ts';
export { registerWebApp } from './web-pages.ts';
