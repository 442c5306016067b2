// The one-click way out of a stream of e-mails (RFC 8058): a mail client's „Wypisz się” posts a
// form (List-Unsubscribe=One-Click) to the address in the e-mail's List-Unsubscribe header, with
// no login; the token in it names what to stop (a consent, a saved search: a random value of its
// own, gen_random_uuid()). One home for the route's shape: the form parser, the token's check,
// the Polish answer to a used or unknown token.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@shop/shared/http';
import { changesNoCatalogue } from '../catalogue/cached-reads.ts';
import { badRequest } from './errors.ts';

export interface OneClickOff {
  url: string;
  tags: string[];
  summary: string;
  /** Stops what `token` names; answers whether there was such a thing. */
  stop: (token: string) => Promise<boolean>;
  /** The answer to a used or unknown token. */
  refused: string;
}

const tokenSchema = z.uuid();

/** Registers the POST route of `off` in `app` (a plugin of its own: it adds a form parser). */
export async function registerOneClickOff(app: FastifyInstance, off: OneClickOff) {
  app.addHook('onRequest', changesNoCatalogue);
  // Mail clients post a form; its one field is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    off.url,
    {
      schema: {
        tags: off.tags,
        summary: off.summary,
        // Checked below, so a bad link gets one plain Polish message (mail clients post here).
        querystring: z.object({ token: z.string().optional().catch(undefined) }),
        response: { 204: z.null(), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const token = tokenSchema.safeParse(request.query.token);
      // An unknown token (stopped already, or given again since) changes nothing.
      if (!token.success || !(await off.stop(token.data))) throw badRequest(off.refused);
      return reply.status(204).send(null);
    },
  );
}
