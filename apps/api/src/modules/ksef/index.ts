// The ksef module's face: what other modules, flows and the app may import from it (a
// dependency-cruiser rule, one-door-per-module, refuses imports of its other files).
export {
  ACCEPTED,
  DUPLICATE,
  INVOICE_IN_PROGRESS,
  KsefRefused,
  KsefUnavailable,
  SEND_AGAIN,
  createKsefClient,
  describe,
  type KsefClient,
  type KsefSession,
} from './client.ts';
export { sha256Base64 } from './crypto.ts';
export { offlineSendBy } from './deadline.ts';
export {
  WAITING_STATES,
  acceptedNumberOf,
  attentionSubmissions,
  dueSubmissions,
  exemptQueued,
  ksefBacklog,
  ksefNumberCellSql,
  ksefStateCellSql,
  markOffline,
  queueSubmission,
  resendSubmission,
  retryDelayMs,
  retryLater,
  submissionsOf,
  toInvoiceKsef,
  updateSubmission,
  type KsefSubmission,
} from './submissions.ts';
export {
  certificateLink,
  verificationLink,
  type KsefQr,
  type OfflineCertificate,
} from './verification.ts';
