// GET /api/admin/desk (any staff scope): what waits on staff, each part for those whose scopes
// allow its screen (packages/shared/src/desk.ts). Counted from the rows on each request. For
// CREATE_PRODUCT, the products offered without their GPSR data, and whether
// PRODUCT_SAFETY_REQUIRED is off; for READ_ORDERS with KSEF_MODE=off, the KSeF exemption, and
// without a KSeF token, that nothing is sent.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DESK_PRODUCTS_SHOWN, DESK_RETURNS_SHOWN, deskSchema, type Desk } from '@shop/shared/desk';
import { errorBodySchema } from '@shop/shared/http';
import { SCOPES } from '@shop/shared/scopes';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { AppError } from '../../http/errors.ts';
import { currentUser, requireAuth } from '../../http/auth-guard.ts';
import {
  EXEMPT_MONTHLY_LIMIT,
  EXEMPTION_WARN_SHARE,
  exemptionOf,
} from '../../modules/invoices/index.ts';
import { ksefBacklog } from '../../modules/ksef/index.ts';
import { ordersWaiting } from '../../modules/orders/index.ts';
import { productsLackingSafety } from '../../modules/products/index.ts';
import { countOpenReturns, openReturns, toOrderReturn } from '../../modules/returns/index.ts';

export const deskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);

  /** KSEF_MODE=off: where the exemption of art. 145m stands now. */
  async function exemptionNow(now: Date) {
    const exemption = await exemptionOf(app.db, now);
    return {
      monthGross: exemption.monthGross,
      limit: EXEMPT_MONTHLY_LIMIT,
      warn: exemption.monthGross >= EXEMPT_MONTHLY_LIMIT * EXEMPTION_WARN_SHARE,
      endedAtInvoice: exemption.endedAtInvoice?.number ?? null,
      expired: exemption.expired,
    };
  }

  app.get(
    '/admin/desk',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['orders'],
        summary:
          'What waits on staff: open returns, unpaid and unshipped orders, KSeF refusals, products without GPSR data',
        response: { 200: deskSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { scopes } = currentUser(request);
      if (!SCOPES.some((scope) => scopes.includes(scope))) {
        throw new AppError('ForbiddenException', 403, 'Brak uprawnień do panelu sklepu');
      }
      reply.header('cache-control', 'private, no-store');
      const desk: Desk = {};
      const now = app.clock.now();
      if (scopes.includes('MANAGE_RETURNS')) {
        const [counts, nearest] = await Promise.all([
          countOpenReturns(app.db, now),
          openReturns(app.db, DESK_RETURNS_SHOWN),
        ]);
        desk.returns = { ...counts, nearest: nearest.map(toOrderReturn) };
      }
      if (scopes.includes('READ_ORDERS')) {
        const [orders, ksef] = await Promise.all([ordersWaiting(app.db), ksefBacklog(app.db)]);
        desk.orders = orders;
        desk.ksef = {
          refused: ksef.refused,
          waiting: ksef.waiting,
          oldestWaitingSince: ksef.oldest?.toISOString() ?? null,
          ...(app.config.ksef.mode === 'off' ? { exemption: await exemptionNow(now) } : {}),
          ...(app.config.ksef.mode === 'unconfigured' ? { unconfigured: true } : {}),
        };
      }
      if (scopes.includes('CREATE_PRODUCT')) {
        desk.safety = {
          required: app.config.productRules.safetyRequired,
          ...(await productsLackingSafety(app.db, DESK_PRODUCTS_SHOWN)),
        };
      }
      return desk;
    },
  );
};
