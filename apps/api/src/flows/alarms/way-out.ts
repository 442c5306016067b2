// The one-tap ways out of the alarms (docs/alarms.md): a push's „Wyłącz powiadomienia” posts
// the device's token (sw.js); an SMS carries a link to a page with one button that posts the
// phone's token. Neither needs a login.
import { SMS_ALARMS_OFF_PATH } from '@shop/shared/reminders';

/** Posted by the notification's action: removes that device. */
export const pushWithdrawUrl = (shopUrl: string, token: string) =>
  `${shopUrl}/api/push-subscriptions/withdraw?token=${encodeURIComponent(token)}`;

/** The page an SMS links to: one button turns SMS alarms off. */
export const smsWithdrawUrl = (shopUrl: string, token: string) =>
  `${shopUrl}${SMS_ALARMS_OFF_PATH}?sms=${encodeURIComponent(token)}`;
