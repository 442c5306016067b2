// GET /api/live: the live stock stream (Server-Sent Events) of followed products and drops.
// The hub (hub.ts) is fed by the catalogue change feed, so it works behind any number of replicas.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { liveQuerySchema } from '@shop/shared/live';
import { errorBodySchema } from '@shop/shared/http';
import { AppError } from '../../http/errors.ts';
import { rejectInvalid } from '../../http/validation.ts';

const TICKET_REFUSED =
  'Bilet kolejki jest nieważny lub wygasł: odśwież stronę kolekcji, aby dołączyć ponownie';

/** Tells the browser's EventSource how soon to reconnect after the stream is cut. */
const RECONNECT_MS = 3000;

export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = app.live;

  app.get(
    '/live',
    {
      attachValidation: true,
      preHandler: rejectInvalid,
      schema: {
        tags: ['products'],
        summary:
          'Live stock (Server-Sent Events): `stock` events with the stock of followed products ' +
          'and of every product of followed drops, `schedule` events when a followed drop ' +
          'starts or its prices step, and with `lobby` (the ticket of POST /drops/{id}/lobby) ' +
          '`lobby` events with the shopper’s place in that lobby',
        querystring: liveQuerySchema,
        response: { 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const member = request.query.lobby ? await hub.lobby?.memberOf(request.query.lobby) : null;
      if (request.query.lobby && !member) {
        throw new AppError('LobbyTicketRefused', 400, TICKET_REFUSED);
      }
      reply.hijack();
      const response = reply.raw;
      // The head and the first events go out in one write (at an opening thousands of streams
      // open each second, and every write to a socket is a system call).
      response.cork();
      setImmediate(() => response.uncork());
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Proxies such as nginx must pass each event on at once, not buffer the stream.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        // A stream's connection is its own: when the stream ends, so does the connection.
        connection: 'close',
      });
      response.write(`retry: ${RECONNECT_MS}\n\n`);
      try {
        const client = await hub.add(response, request.query);
        const unfollow = member && hub.lobby ? hub.lobby.follow(client, member) : () => undefined;
        const remove = () => {
          unfollow();
          hub.remove(client);
        };
        response.once('close', remove);
        if (response.destroyed) remove();
      } catch (error) {
        app.log.error({ err: error }, 'live stock stream could not start');
        response.end();
      }
    },
  );
};
