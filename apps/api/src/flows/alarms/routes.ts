// The account's alarm channels (docs/alarms.md):
// GET /users/me/alarm-channels: push (consent, devices, the VAPID public key) and SMS (offered,
//   consent, phone, confirmed), each with its consent's words;
// POST /users/me/push-subscriptions: push on in this browser (PushSubscription.toJSON());
//   an endpoint outside PUSH_ENDPOINT_HOSTS is refused in Polish;
// DELETE /users/me/push-subscriptions { endpoint? }: push off in this browser, or everywhere;
// PUT /users/me/sms-phone { phone }: a code by SMS to that number (a few a day);
// POST /users/me/sms-phone/confirm { code }: the phone confirmed, SMS on;
// DELETE /users/me/sms-phone: SMS off.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  alarmChannelsSchema,
  pushSubscriptionRequestSchema,
  pushUnsubscribeSchema,
  smsConfirmRequestSchema,
  smsPhoneRequestSchema,
} from '@shop/shared/alarms';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import { SMS_CODES } from '../../http/action-limits.ts';
import { currentUser, requireAuth } from '../../http/auth-guard.ts';
import { errorAnswers } from '../../http/error-answers.ts';
import { registerOneClickOff } from '../../http/one-click-off.ts';
import { polishMobile } from '../../modules/sms/index.ts';
import {
  alarmChannelsOf,
  askForCode,
  confirmPhone,
  turnPushOff,
  turnPushOn,
  turnSmsOff,
  withdrawPushByToken,
  withdrawSmsByToken,
  type ChannelDeps,
} from './channels.ts';

const tags = ['alarms'];
const errors = errorAnswers(400, 401);

export function channelDeps(app: Parameters<FastifyPluginAsyncZod>[0]): ChannelDeps {
  return {
    db: app.db,
    now: () => app.clock.now(),
    push: app.config.webPush,
    sms: app.config.sms,
  };
}

export const alarmChannelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  // Authenticate before validation, so a guest gets 401 rather than a 400.
  app.addHook('onRequest', requireAuth);
  const deps = channelDeps(app);
  const channels = (userId: number) => alarmChannelsOf(deps, userId);

  app.get(
    '/users/me/alarm-channels',
    {
      schema: {
        tags,
        summary: 'How the shopper’s drop alarms may reach them: push and SMS',
        response: { 200: alarmChannelsSchema, ...errors },
      },
    },
    async (request) => channels(currentUser(request).id),
  );

  app.post(
    '/users/me/push-subscriptions',
    {
      schema: {
        tags,
        summary: 'Turn push on in this browser (its PushSubscription); gives the push consent',
        body: pushSubscriptionRequestSchema,
        response: { 201: alarmChannelsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await turnPushOn(deps, userId, request.body);
      return reply.status(201).send(await channels(userId));
    },
  );

  app.delete(
    '/users/me/push-subscriptions',
    {
      schema: {
        tags,
        summary:
          'Turn push off in one browser (its endpoint) or in all; with none left the consent is withdrawn',
        body: pushUnsubscribeSchema,
        response: { 200: alarmChannelsSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await turnPushOff(deps, userId, request.body?.endpoint);
      return channels(userId);
    },
  );

  app.put(
    '/users/me/sms-phone',
    {
      schema: {
        tags,
        summary: 'Send a confirmation code by SMS to this Polish mobile number',
        body: smsPhoneRequestSchema,
        response: { 202: alarmChannelsSchema, ...errors, ...errorAnswers(429, 503) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      // Counted per account and per number: nobody makes the shop text one phone over and over.
      await app.limits.take(SMS_CODES, `user:${userId}`);
      await app.limits.take(SMS_CODES, `phone:${polishMobile(request.body.phone) ?? 'invalid'}`);
      await askForCode(deps, userId, request.body.phone);
      return reply.status(202).send(await channels(userId));
    },
  );

  app.post(
    '/users/me/sms-phone/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm the phone with the code from the SMS; gives the SMS consent',
        body: smsConfirmRequestSchema,
        response: { 200: alarmChannelsSchema, ...errors, ...errorAnswers(503) },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await confirmPhone(deps, userId, request.body.code);
      return channels(userId);
    },
  );

  app.delete(
    '/users/me/sms-phone',
    {
      schema: {
        tags,
        summary: 'Turn SMS alarms off: the phone forgotten, the consent withdrawn',
        response: { 200: alarmChannelsSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await turnSmsOff(deps, userId);
      return channels(userId);
    },
  );
};

// The one-tap ways out, without a login (http/one-click-off.ts).
export const alarmWithdrawRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = channelDeps(app);
  await app.register(async (scope) =>
    registerOneClickOff(scope, {
      url: '/push-subscriptions/withdraw',
      tags,
      summary: 'Turn push off in the device whose notification was tapped (its token)',
      stop: (token) => withdrawPushByToken(deps, token),
      refused: 'Link jest nieprawidłowy albo powiadomienia są już wyłączone',
    }),
  );
  await app.register(async (scope) =>
    registerOneClickOff(scope, {
      url: '/sms/withdraw',
      tags,
      summary: 'Turn SMS alarms off with the token of the link in an SMS',
      stop: (token) => withdrawSmsByToken(deps, token),
      refused: 'Link jest nieprawidłowy albo SMS-y są już wyłączone',
    }),
  );
};
