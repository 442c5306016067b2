// The live module's face: what other modules, flows and the app may import from it (a
// dependency-cruiser rule, one-door-per-module, refuses imports of its other files).
export { registerLiveHub, type LiveClient, type LobbyFeed, type LobbyMember } from './hub.ts';
export { liveRoutes } from './routes.ts';
