// Route guards: requireAuth (401 without a valid token), requireScope (403 without the scope),
// optionalAuth (reads a token when present, e.g. so staff see upcoming products).
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Scope } from '@shop/shared/scopes';
import { AppError } from './errors.ts';
import type { AuthUser } from './jwt.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const unauthorized = () => new AppError('UnauthorizedException', 401, 'Wymagane zalogowanie');

/**
 * The user of the request's bearer token; null without one; throws 401 for a bad one or one
 * whose session has ended (logout, new password, new scopes, deleted account).
 */
export async function readUser(request: FastifyRequest): Promise<AuthUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const [type, token] = header.split(' ');
  if (type?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
  const user = await request.server.tokens.verify(token);
  if (!user) throw unauthorized();
  if (!(await request.server.sessions.isCurrent(user.id, user.sessionVersion))) {
    throw new AppError('SessionEndedException', 401, 'Sesja wygasła, zaloguj się ponownie');
  }
  return user;
}

export const optionalAuth: preHandlerAsyncHookHandler = async (request) => {
  request.user = await readUser(request);
};

export const requireAuth: preHandlerAsyncHookHandler = async (request) => {
  request.user = await readUser(request);
  if (!request.user) throw unauthorized();
};

export function requireScope(scope: Scope): preHandlerAsyncHookHandler {
  return async function requireScopeHandler(
    this: unknown,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    await requireAuth.call(request.server, request, reply);
    if (!request.user!.scopes.includes(scope)) {
      throw new AppError('ForbiddenException', 403, `Brak wymaganego uprawnienia: ${scope}`);
    }
  };
}

/** The logged-in user of a route guarded by requireAuth/requireScope. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** Staff who create products see upcoming products too (and purchase prices). */
export const seesUpcoming = (user: AuthUser | null): boolean =>
  user?.scopes.includes('CREATE_PRODUCT') ?? false;
