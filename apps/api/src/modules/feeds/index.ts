// The feeds module's face: what machines read — sitemap.xml and robots.txt for search engines,
// the Google Shopping and Ceneo product feeds. Other modules, flows and the app import only this
// file (one-door-per-module).
export { feedRoutes } from './routes.ts';
