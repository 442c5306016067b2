// POST /saved-searches/withdraw?token=…: the one-click way out of a saved search's e-mails
// (http/one-click-off.ts); the search holding the token goes. Apart from savedSearchRoutes, whose
// every route needs a login.
import type { FastifyPluginAsync } from 'fastify';
import { registerOneClickOff } from '../../http/one-click-off.ts';
import { deleteSavedSearchByToken } from './service.ts';

export const savedSearchWithdrawRoutes: FastifyPluginAsync = (app) =>
  registerOneClickOff(app, {
    url: '/saved-searches/withdraw',
    tags: ['saved-searches'],
    summary: 'Delete a saved search with its e-mails’ token (the RFC 8058 one-click POST)',
    stop: (token) => deleteSavedSearchByToken(app.db, token),
    refused: 'Link jest nieprawidłowy albo to wyszukiwanie zostało już usunięte',
  });
