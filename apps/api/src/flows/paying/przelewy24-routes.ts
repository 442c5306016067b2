// GET /api/payments/przelewy24/{sessionId}: the order's paymentUrl with Przelewy24. Registers
// the transaction on the first visit (keeping the token for later visits) and sends the shopper
// on to Przelewy24; an order that can no longer be paid goes back to the shop instead.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../http/errors.ts';
import { findOrderBySession } from './payment.ts';
import { savePaymentToken } from './payment.ts';
import type { Przelewy24Provider } from '../../modules/payments/index.ts';
import { NOTIFICATION_PATH } from '../../modules/payments/index.ts';
import { payerOf } from './payer.ts';

const params = z.object({ sessionId: z.string().min(1).max(100) });

export const przelewy24Routes: FastifyPluginAsyncZod<{ provider: Przelewy24Provider }> = async (
  app,
  { provider },
) => {
  app.get(
    '/payments/przelewy24/:sessionId',
    { schema: { tags: ['payments'], params, summary: 'Go to Przelewy24 for this order' } },
    async (request, reply) => {
      const order = await findOrderBySession(app.db, request.params.sessionId);
      if (!order) throw notFound('Nie znaleziono płatności');
      if (order.status !== 'PENDING') return reply.redirect(order.returnUrl, 303);
      if (order.paymentToken) return reply.redirect(provider.redirectUrl(order.paymentToken), 303);
      try {
        const { token, redirectUrl } = await provider.register({
          sessionId: order.paymentSessionId,
          amount: order.totalAmount,
          description: `Zamówienie nr ${order.id}`,
          email: order.customerEmail,
          urlReturn: order.returnUrl,
          urlStatus: `${app.config.publicUrl}${NOTIFICATION_PATH}`,
          payer: payerOf(request),
        });
        await savePaymentToken(app.db, order.id, token, app.clock.now());
        return reply.redirect(redirectUrl, 303);
      } catch (error) {
        request.log.error({ err: error, orderId: order.id }, 'Przelewy24 registration failed');
        throw new AppError(
          'PaymentProviderException',
          502,
          'Nie udało się połączyć z operatorem płatności, spróbuj ponownie za chwilę',
        );
      }
    },
  );
};
