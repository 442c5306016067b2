// POST /wishlists/price-alerts/withdraw?token=…: the one-click way out of price-drop alerts, as a
// mail client posts it from the alert's List-Unsubscribe header (RFC 8058: a form body
// List-Unsubscribe=One-Click, no login). The token is the consent's own (price-alerts.ts); the
// consent goes. Apart from wishlistRoutes, whose every route needs a login.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@shop/shared/http';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { badRequest } from '../../http/errors.ts';
import { withdrawPriceAlertsByToken } from './price-alerts.ts';

/** A consent's token: what gen_random_uuid() writes (0057_price_alerts_one_click_off.sql). */
const withdrawTokenSchema = z.uuid();

export const priceAlertsWithdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  // Mail clients post a form; its one field is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/wishlists/price-alerts/withdraw',
    {
      schema: {
        tags: ['wishlists'],
        summary: 'Turn price-drop alerts off with the e-mailed token (the RFC 8058 one-click POST)',
        // Checked below, so a bad link gets one plain Polish message (mail clients post here).
        querystring: z.object({ token: z.string().optional().catch(undefined) }),
        response: { 204: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const token = withdrawTokenSchema.safeParse(request.query.token);
      // An unknown token (the consent withdrawn already, or given again since) changes nothing.
      if (!token.success || !(await withdrawPriceAlertsByToken(app.db, token.data))) {
        throw badRequest('Link jest nieprawidłowy albo powiadomienia są już wyłączone');
      }
      return reply.status(204).send(null);
    },
  );
};
