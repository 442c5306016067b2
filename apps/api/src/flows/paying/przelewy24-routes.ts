// GET /api/payments/przelewy24/{sessionId}: the order's paymentUrl with Przelewy24. Registers
// the transaction on the first visit (keeping the token for later visits; limited to the whole
// minutes left of the reservation; with the method chosen at checkout, when it is one offered)
// and sends the shopper on to Przelewy24; an order that can no longer be paid, or has less than
// a minute left, goes back to the shop instead.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../http/errors.ts';
import { findOrderBySession, registrationOf, savePaymentToken } from './payment.ts';
import {
  findBlikAlias,
  registeredAlias,
  type Przelewy24Provider,
} from '../../modules/payments/index.ts';
import { payerOf } from './payer.ts';
import type { MethodsCatalogue } from './methods.ts';

const params = z.object({ sessionId: z.string().min(1).max(100) });

/**
 * The method chosen at checkout (`?method=…&regulationAccept=1`): only with the shopper's
 * consent to Przelewy24's terms given in the shop; anything else is Przelewy24's own list.
 */
export function methodAsked(query: unknown): number | undefined {
  const { method, regulationAccept } = (query ?? {}) as Record<string, unknown>;
  const id = Number(method);
  return regulationAccept === '1' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export const przelewy24Routes: FastifyPluginAsyncZod<{
  provider: Przelewy24Provider;
  methods: MethodsCatalogue;
}> = async (app, { provider, methods }) => {
  app.get(
    '/payments/przelewy24/:sessionId',
    { schema: { tags: ['payments'], params, summary: 'Go to Przelewy24 for this order' } },
    async (request, reply) => {
      const order = await findOrderBySession(app.db, request.params.sessionId);
      if (!order) throw notFound('Nie znaleziono płatności');
      if (order.status !== 'PENDING') return reply.redirect(order.returnUrl, 303);
      if (order.paymentToken) return reply.redirect(provider.redirectUrl(order.paymentToken), 303);
      const now = app.clock.now();
      const alias = registeredAlias(await findBlikAlias(app.db, order.userId));
      const registration = registrationOf(order, {
        publicUrl: app.config.publicUrl,
        now,
        payer: payerOf(request),
        blikAlias: alias?.value,
        method: await methods.chosen(order.totalAmount, methodAsked(request.query), request.log),
      });
      // Less than a minute of the reservation left: no payment may start; the order says so.
      if (!registration) return reply.redirect(order.returnUrl, 303);
      try {
        const { token, redirectUrl } = await provider.register(registration);
        await savePaymentToken(app.db, order.id, token, now);
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
