// The SMS module's face: what other modules, flows and the app may import from it (a
// dependency-cruiser rule, one-door-per-module, refuses imports of its other files).
export * from './service.ts';
export { polishMobile, shownPhone } from './phone-number.ts';
export { sendSms, type Sms, type SmsOutcome, type SmsSettings } from './smsapi-client.ts';
