// The bank-transfer simulator: GET /api/payments/simulator/{sessionId} shows the page,
// POST .../pay sends a signed notification through the real webhook, POST .../cancel does
// nothing; both answer 303 to the order's returnUrl. The order stays payable until it expires.
// The simulator's refunds and confirmed BLIK codes post their signed notifications through the
// real webhooks too; a BLIK payment waiting for the bank app (778xxx) is confirmed by "Zapłać".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findOrderBySession } from './payment.ts';
import type { MethodsCatalogue } from './methods.ts';
import { methodAsked } from './przelewy24-routes.ts';
import type { SimulatorProvider } from '../../modules/payments/index.ts';
import { NOTIFICATION_PATH, REFUND_NOTIFICATION_PATH } from '../../modules/payments/index.ts';
import { simulatorNotFoundPage, simulatorPage } from '../../modules/payments/index.ts';

const params = z.object({ sessionId: z.string().min(1).max(100) });

/** The method the page names while a BLIK payment waits for the shopper's bank app. */
const BLIK_WAITING_METHOD = 'BLIK — potwierdzenie w aplikacji banku';

export const simulatorRoutes: FastifyPluginAsyncZod<{
  provider: SimulatorProvider;
  methods: MethodsCatalogue;
}> = async (app, { provider, methods }) => {
  // The page's forms post application/x-www-form-urlencoded; their fields are not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** Posts to the shop's own webhook, the same path and checks as a real provider's. */
  const deliverTo = (url: string, what: string) => async (payload: object) => {
    const delivery = await app.inject({ method: 'POST', url, payload });
    if (delivery.statusCode !== 200) {
      app.log.warn(
        { status: delivery.statusCode, body: delivery.body },
        `simulator ${what} refused`,
      );
    }
  };
  provider.deliverRefundNotifications(deliverTo(REFUND_NOTIFICATION_PATH, 'refund notification'));
  // A confirmed BLIK code pays through the payment webhook.
  provider.deliverPaymentNotifications(deliverTo(NOTIFICATION_PATH, 'BLIK payment'));
  app.addHook('onClose', () => provider.stop());

  app.get(
    '/payments/simulator/:sessionId',
    { schema: { tags: ['payments'], params, summary: 'Simulator payment page (HTML)' } },
    async (request, reply) => {
      const order = await findOrderBySession(app.db, request.params.sessionId);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!order) return reply.status(404).send(simulatorNotFoundPage());
      const base = `/api/payments/simulator/${encodeURIComponent(order.paymentSessionId)}`;
      // The method chosen at checkout (as Przelewy24 would open it straight away).
      const id = await methods.chosen(order.totalAmount, methodAsked(request.query), request.log);
      const offered = await methods.methodsFor(order.totalAmount, request.log);
      // A BLIK payment waiting for the bank app (a 778xxx code): "Zapłać" confirms it.
      const method = provider.waitsForApp(order.paymentSessionId)
        ? BLIK_WAITING_METHOD
        : offered.find((m) => m.id === id)?.name;
      return reply.send(simulatorPage(order, base, method));
    },
  );

  app.post(
    '/payments/simulator/:sessionId/pay',
    { schema: { tags: ['payments'], params, summary: 'Simulator: pay, then back to the shop' } },
    async (request, reply) => {
      const order = await findOrderBySession(app.db, request.params.sessionId);
      if (!order) {
        return reply.status(404).type('text/html; charset=utf-8').send(simulatorNotFoundPage());
      }
      // The same path and checks as a real provider's notification.
      const delivery = await app.inject({
        method: 'POST',
        url: NOTIFICATION_PATH,
        payload: provider.notificationFor(order.paymentSessionId, order.totalAmount),
      });
      if (delivery.statusCode === 200) {
        provider.confirmedOnPage(order.paymentSessionId);
      } else {
        request.log.warn(
          { status: delivery.statusCode, body: delivery.body },
          'simulator payment refused',
        );
      }
      return reply.redirect(order.returnUrl, 303);
    },
  );

  app.post(
    '/payments/simulator/:sessionId/cancel',
    { schema: { tags: ['payments'], params, summary: 'Simulator: give up, back to the shop' } },
    async (request, reply) => {
      const order = await findOrderBySession(app.db, request.params.sessionId);
      if (!order) {
        return reply.status(404).type('text/html; charset=utf-8').send(simulatorNotFoundPage());
      }
      return reply.redirect(order.returnUrl, 303);
    },
  );
};
