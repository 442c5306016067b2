// The pages module's face: the web app's pages as the server sends them (its built files, and
// each page's head and, where the build has the renderer, its body rendered on the server).
// Other modules, flows and the app import only this file (one-door-per-module).
export { PAGE_RENDER_HEADER, loadPageRenderer, newRenderKey } from './page-render.ts';
export { registerWebApp } from './web-pages.ts';
