// The shopper's browser as a payment provider asks for it (Przelewy24 additional.PSU): the
// client address the shop sees (behind TRUST_PROXY, the forwarded one) and the user agent.
import type { FastifyRequest } from 'fastify';

export const payerOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 255) || 'unknown',
});
