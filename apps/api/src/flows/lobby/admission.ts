// Who may buy in a drop while its lobby runs (decision 031): from the lobby's opening until it
// ends, a product of such a drop goes into a cart or an order only for an account the lobby let
// in: shown by an admission token for that drop and that account (the fast path, no database
// read), or else by the lobby's record of the account (a tab or device without the token).
// Outside the window nothing is asked.
import { AppError } from '../../http/errors.ts';
import { currentUser } from '../../http/auth-guard.ts';
import { admissionTokensOf, type AdmissionGate } from '../../http/admission.ts';
import type { FastifyInstance } from 'fastify';
import { shopperProductsOf } from '../../modules/products/index.ts';
import {
  accountAdmittedUntil,
  lobbyWindow,
  type AdmissionTokens,
} from '../../modules/lobby/index.ts';

export const ADMISSION_REQUIRED =
  'Do tej kolekcji wchodzi się przez kolejkę: dołącz do niej na stronie kolekcji, a gdy przyjdzie Twoja kolej, kup ten produkt';

export function admissionGate(app: FastifyInstance, tokens: AdmissionTokens): AdmissionGate {
  const products = shopperProductsOf(app);
  return {
    async check(request, productIds) {
      const now = app.clock.now();
      const guarded = new Set(
        (await products(productIds, now))
          .filter(({ drop }) => {
            if (!drop.lobby) return false;
            const { opensAt, closesAt } = lobbyWindow(
              { dropTime: new Date(drop.dropTime) },
              app.config.lobby,
            );
            return now >= opensAt && now < closesAt;
          })
          .map(({ drop }) => drop.id),
      );
      if (guarded.size === 0) return;
      const userId = currentUser(request).id;
      for (const token of admissionTokensOf(request)) {
        const admission = await tokens.verify(token, now);
        if (admission?.userId === userId) guarded.delete(admission.dropId);
      }
      // No token for it (another tab, another device): the lobby's own record of the account.
      for (const dropId of guarded) {
        const key = { dropId, userId };
        if (await accountAdmittedUntil({ db: app.db, settings: app.config.lobby }, key, now)) {
          guarded.delete(dropId);
        }
      }
      if (guarded.size > 0) throw new AppError('AdmissionRequired', 403, ADMISSION_REQUIRED);
    },
  };
}
