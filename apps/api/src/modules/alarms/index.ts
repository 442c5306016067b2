// The alarms module's face: what other modules, flows and the app may import from it (a
// dependency-cruiser rule, one-door-per-module, refuses imports of its other files). It owns the
// consents per channel and the drop alarms' outbox; flows/alarms composes it with the reminders,
// push and SMS modules.
export * from './consents.ts';
export * from './outbox.ts';
export { eraseAlarmsOf } from './erase.ts';
