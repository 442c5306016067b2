/** Where providers post payment notifications (Przelewy24 urlStatus; the simulator too). */
export const NOTIFICATION_PATH = '/api/payments/notifications';
