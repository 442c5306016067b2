// The push module's face: what other modules, flows and the app may import from it (a
// dependency-cruiser rule, one-door-per-module, refuses imports of its other files).
export * from './service.ts';
export { pushEndpointAllowed } from './endpoint-hosts.ts';
export { sendPush, type PushMessage, type PushOutcome, type PushSettings } from './sender.ts';
export type { PushSubscriptionRow } from './repository.ts';
