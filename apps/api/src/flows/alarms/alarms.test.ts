// Drop alarms by Web Push and SMS (docs/alarms.md), against the local push service and SMSAPI
// stand-ins (tools/fakes): a device subscribed in the shop gets an encrypted, VAPID-signed push
// when a lobby drop's lobby opens and another at the opening, none twice; a push service's 410
// removes the device; an endpoint outside PUSH_ENDPOINT_HOSTS is refused in Polish; a phone
// confirmed by its code gets the SMS alarm, an unconfirmed one does not, and the SMS's way out
// stops the next one.
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { createDropInputSchema } from '@shop/shared/catalogue';
import { startFakePushService } from '../../../../../tools/fakes/push-service.ts';
import { startFakeSmsapi } from '../../../../../tools/fakes/smsapi.ts';
import { channelConsents, dropAlarms } from '../../db/schema/alarms.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { queueAlarms, sendAlarms } from '../../jobs/drop-reminders.ts';
import { createDrop } from '../../modules/drops/index.ts';
import { bearer, registerShopper, type TestAccount } from '../../test/accounts.ts';
import { describeEachDb, type TestContext } from '../../test/harness.ts';

const MINUTE = 60_000;
const pushService = await startFakePushService();
const smsapi = await startFakeSmsapi({ token: 'alarms-test-token', senders: ['OutletDrop'] });
afterAll(async () => {
  await pushService.close();
  await smsapi.close();
});

/** A drop starting an hour after the app's now. */
async function dropInAnHour(ctx: TestContext, lobby: boolean) {
  const dropTime = new Date(ctx.clock.now().getTime() + 60 * MINUTE);
  return createDrop(
    ctx.app.db,
    createDropInputSchema.parse({
      name: `Kurtki ${randomInt(1_000_000)}`,
      shortDescription: 'Krótki opis',
      description: 'Opis kolekcji testowej',
      categories: ['CLOTHING'],
      dropTime: dropTime.toISOString(),
      lobby,
    }),
    ctx.clock.now(),
  ).then((drop) => ({ ...drop, dropTime: new Date(drop.dropTime) }));
}

const remind = async (ctx: TestContext, dropId: number, shopper: TestAccount) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/drops/${dropId}/reminders`,
    headers: bearer(shopper.token),
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(201);
};

const channels = async (ctx: TestContext, shopper: TestAccount) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/users/me/alarm-channels',
    headers: bearer(shopper.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{
    push: { on: boolean; devices: number; publicKey: string };
    sms: { on: boolean; phone: string | null; confirmed: boolean; available: boolean };
  }>();
};

/** One round of the job: the alarms queued, then the due ones sent. */
async function jobRound(ctx: TestContext) {
  await queueAlarms(ctx.app, ctx.database);
  return sendAlarms(ctx.app, ctx.database);
}

const at = (ctx: TestContext, moment: Date) => ctx.clock.set(moment);

describeEachDb(
  'drop alarms by push',
  (ctx) => {
    it('a subscribed device gets an encrypted, signed push when the lobby opens and at the opening, none twice', async () => {
      const shopper = await registerShopper(ctx().app);
      const { publicKey } = (await channels(ctx(), shopper)).push;
      const subscription = pushService.subscribe(publicKey);
      const on = await ctx().app.inject({
        method: 'POST',
        url: '/api/users/me/push-subscriptions',
        headers: bearer(shopper.token),
        payload: subscription,
      });
      expect(on.statusCode, on.body).toBe(201);
      expect(on.json().push).toMatchObject({ on: true, devices: 1 });
      const [consent] = await ctx()
        .app.db.select()
        .from(channelConsents)
        .where(eq(channelConsents.userId, shopper.user.id));
      expect(consent).toMatchObject({ channel: 'push', withdrawnAt: null });
      expect(consent!.text).toContain('powiadomienia push');

      const drop = await dropInAnHour(ctx(), true);
      await remind(ctx(), drop.id, shopper);
      // A device whose key is no point on the curve (written past the API, which refuses it)
      // cannot be sent to: its alarm fails alone, the others go.
      const broken = await registerShopper(ctx().app);
      await ctx()
        .app.db.insert(pushSubscriptions)
        .values({
          userId: broken.user.id,
          endpoint: `${pushService.url}/push/broken-${broken.user.id}`,
          p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'),
          auth: Buffer.alloc(16).toString('base64url'),
          createdAt: ctx().clock.now(),
        });
      await ctx()
        .app.db.insert(channelConsents)
        .values({ userId: broken.user.id, channel: 'push', text: 'x', givenAt: ctx().clock.now() });
      await remind(ctx(), drop.id, broken);
      const lobbyOpens = new Date(drop.dropTime.getTime() - ctx().config.lobby.opensBeforeMs);

      // Queued five minutes ahead, sent when due: nothing before the lobby opens.
      at(ctx(), new Date(lobbyOpens.getTime() - 4 * MINUTE));
      await jobRound(ctx());
      expect(pushService.messages(subscription.endpoint)).toEqual([]);

      at(ctx(), lobbyOpens);
      expect((await jobRound(ctx()))?.sent).toBeGreaterThanOrEqual(1);
      await jobRound(ctx());
      const [lobbyPush, ...others] = pushService.messages(subscription.endpoint);
      expect(others).toEqual([]);
      expect(lobbyPush).toMatchObject({
        urgency: 'high',
        topic: `drop-${drop.id}`,
        payload: {
          title: `Kolejka otwarta: ${drop.name}`,
          url: `${ctx().config.publicUrl}/collections/${drop.slug}`,
          off: expect.stringContaining('/api/push-subscriptions/withdraw?token='),
        },
      });
      expect(lobbyPush!.ttl).toBeGreaterThan(0);

      at(ctx(), new Date(drop.dropTime.getTime() + 1_000));
      await jobRound(ctx());
      await jobRound(ctx());
      const pushes = pushService.messages(subscription.endpoint);
      expect(pushes.map((push) => (push.payload as { title: string }).title)).toEqual([
        `Kolejka otwarta: ${drop.name}`,
        `Kolekcja otwarta: ${drop.name}`,
      ]);
      expect(pushService.refused.filter((r) => r.endpoint === subscription.endpoint)).toEqual([]);
    });

    it('a 410 from the push service removes the device; an endpoint outside the push services is refused', async () => {
      const shopper = await registerShopper(ctx().app);
      const { publicKey } = (await channels(ctx(), shopper)).push;
      const subscription = pushService.subscribe(publicKey);
      await ctx().app.inject({
        method: 'POST',
        url: '/api/users/me/push-subscriptions',
        headers: bearer(shopper.token),
        payload: subscription,
      });
      const drop = await dropInAnHour(ctx(), false);
      await remind(ctx(), drop.id, shopper);
      pushService.gone(subscription.endpoint);
      at(ctx(), new Date(drop.dropTime.getTime() - 9 * MINUTE));
      await jobRound(ctx());
      at(ctx(), new Date(drop.dropTime.getTime() - 5 * MINUTE));
      await jobRound(ctx());
      expect(pushService.refused).toContainEqual(
        expect.objectContaining({ endpoint: subscription.endpoint, status: 410 }),
      );
      expect((await channels(ctx(), shopper)).push.devices).toBe(0);
      const [alarm] = await ctx()
        .app.db.select()
        .from(dropAlarms)
        .where(and(eq(dropAlarms.userId, shopper.user.id), eq(dropAlarms.moment, 'soon')));
      expect(alarm).toMatchObject({ sentAt: null, lastError: 'every device gone' });

      const badKeys = await ctx().app.inject({
        method: 'POST',
        url: '/api/users/me/push-subscriptions',
        headers: bearer(shopper.token),
        payload: { ...subscription, keys: { p256dh: 'BAAA', auth: 'AAAA' } },
      });
      expect([badKeys.statusCode, badKeys.json().message]).toEqual([
        400,
        'Nieprawidłowe klucze subskrypcji: powiadomienia nie zostały włączone',
      ]);
      for (const endpoint of [
        'https://push.example.com/send/abc',
        'http://169.254.169.254/latest/meta-data',
        `https://fcm.googleapis.com.evil.example/fcm/send/abc`,
        'file:///etc/passwd',
      ]) {
        const refused = await ctx().app.inject({
          method: 'POST',
          url: '/api/users/me/push-subscriptions',
          headers: bearer(shopper.token),
          payload: { ...subscription, endpoint },
        });
        expect(refused.statusCode, endpoint).toBe(400);
        expect(refused.json().message).toMatch(/usługi push|adres powiadomień/);
      }
      expect((await channels(ctx(), shopper)).push.devices).toBe(0);
    });
  },
  { PUSH_ENDPOINT_HOSTS: pushService.url },
);

describeEachDb(
  'drop alarms by SMS',
  (ctx) => {
    const phone = () => `6${String(randomInt(100_000_000)).padStart(8, '0')}`;
    const codeFrom = (number: string) =>
      /(\d{6})\./.exec(smsapi.to(`48${number}`).at(-1)?.message ?? '')?.[1];

    it('a confirmed phone gets the alarm, an unconfirmed one does not, and the SMS’s way out stops the next', async () => {
      const confirmed = await registerShopper(ctx().app);
      const unconfirmed = await registerShopper(ctx().app);
      const [confirmedPhone, unconfirmedPhone] = [phone(), phone()];
      for (const [shopper, number] of [
        [confirmed, confirmedPhone],
        [unconfirmed, unconfirmedPhone],
      ] as const) {
        const asked = await ctx().app.inject({
          method: 'PUT',
          url: '/api/users/me/sms-phone',
          headers: bearer(shopper.token),
          payload: { phone: `+48 ${number.slice(0, 3)} ${number.slice(3, 6)} ${number.slice(6)}` },
        });
        expect(asked.statusCode, asked.body).toBe(202);
        expect(asked.json().sms).toMatchObject({ on: false, confirmed: false });
      }
      const wrong = await ctx().app.inject({
        method: 'POST',
        url: '/api/users/me/sms-phone/confirm',
        headers: bearer(confirmed.token),
        payload: { code: codeFrom(confirmedPhone) === '000000' ? '111111' : '000000' },
      });
      expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'Nieprawidłowy kod']);
      const right = await ctx().app.inject({
        method: 'POST',
        url: '/api/users/me/sms-phone/confirm',
        headers: bearer(confirmed.token),
        payload: { code: codeFrom(confirmedPhone) },
      });
      expect(right.statusCode, right.body).toBe(200);
      expect(right.json().sms).toMatchObject({ on: true, confirmed: true });

      const drop = await dropInAnHour(ctx(), false);
      await remind(ctx(), drop.id, confirmed);
      await remind(ctx(), drop.id, unconfirmed);
      at(ctx(), new Date(drop.dropTime.getTime() - 9 * MINUTE));
      await jobRound(ctx());
      at(ctx(), new Date(drop.dropTime.getTime() - 5 * MINUTE));
      await jobRound(ctx());
      await jobRound(ctx());
      const alarms = smsapi.to(`48${confirmedPhone}`).slice(1);
      expect(alarms.map((sms) => sms.message)).toEqual([
        expect.stringContaining(`${ctx().config.publicUrl}/collections/${drop.slug}`),
      ]);
      expect(alarms[0]!.message).toMatch(/^Outlet Drop: kolekcja .* startuje o \d\d:\d\d:/);
      expect(alarms[0]!.from).toBe('OutletDrop');
      // The unconfirmed phone got its code and nothing else.
      expect(smsapi.to(`48${unconfirmedPhone}`)).toHaveLength(1);

      // The SMS's way out: one tap on the page it links to posts the token.
      const token = /alarms\/off\?sms=([0-9a-f-]{36})/.exec(alarms[0]!.message)?.[1];
      const off = await ctx().app.inject({
        method: 'POST',
        url: `/api/sms/withdraw?token=${token}`,
      });
      expect(off.statusCode, off.body).toBe(204);
      expect((await channels(ctx(), confirmed)).sms).toMatchObject({ on: false, phone: null });
      at(ctx(), new Date(drop.dropTime.getTime() + 1_000));
      await jobRound(ctx());
      expect(smsapi.to(`48${confirmedPhone}`)).toHaveLength(2);
      const used = await ctx().app.inject({
        method: 'POST',
        url: `/api/sms/withdraw?token=${token}`,
      });
      expect(used.statusCode).toBe(400);
    });

    it('refuses a number that is not a Polish mobile, and a code asked again within a minute', async () => {
      const shopper = await registerShopper(ctx().app);
      for (const typed of ['22 123 45 67', '+49 1512 3456789', '<script>', '6001002003']) {
        const res = await ctx().app.inject({
          method: 'PUT',
          url: '/api/users/me/sms-phone',
          headers: bearer(shopper.token),
          payload: { phone: typed },
        });
        expect(res.statusCode, typed).toBe(400);
        expect(res.json().message).toContain('polski numer telefonu komórkowego');
      }
      const number = phone();
      const ask = () =>
        ctx().app.inject({
          method: 'PUT',
          url: '/api/users/me/sms-phone',
          headers: bearer(shopper.token),
          payload: { phone: number },
        });
      expect((await ask()).statusCode).toBe(202);
      const again = await ask();
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toContain('poczekaj minutę');
      expect(smsapi.to(`48${number}`)).toHaveLength(1);
    });
  },
  {
    SMSAPI_TOKEN: 'alarms-test-token',
    SMSAPI_BASE_URL: smsapi.url,
    SMS_SENDER: 'OutletDrop',
    SMS_CODES_PER_DAY: '1000',
  },
);
