/** Where providers post payment notifications (Przelewy24 urlStatus; the simulator too). */
export const NOTIFICATION_PATH = '/api/payments/notifications';

/** Where providers post refund notifications (the urlStatus of every refund). */
export const REFUND_NOTIFICATION_PATH = '/api/payments/refunds/notification';
