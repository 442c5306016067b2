// POST /wishlists/price-alerts/withdraw?token=…: the one-click way out of price-drop alerts
// (http/one-click-off.ts); the consent holding the token goes. Apart from wishlistRoutes, whose
// every route needs a login.
import type { FastifyPluginAsync } from 'fastify';
import { registerOneClickOff } from '../../http/one-click-off.ts';
import { withdrawPriceAlertsByToken } from './price-alerts.ts';

export const priceAlertsWithdrawRoutes: FastifyPluginAsync = (app) =>
  registerOneClickOff(app, {
    url: '/wishlists/price-alerts/withdraw',
    tags: ['wishlists'],
    summary: 'Turn price-drop alerts off with the e-mailed token (the RFC 8058 one-click POST)',
    stop: (token) => withdrawPriceAlertsByToken(app.db, token),
    refused: 'Link jest nieprawidłowy albo powiadomienia są już wyłączone',
  });
