// The shopper's alarm channels (/users/me/alarm-channels, docs/alarms.md): push per device and
// SMS per confirmed phone, turned on and off in the settings (and push from a drop's „Przypomnij
// mi”), under one query key.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { alarmChannelsSchema, type AlarmChannels } from '@shop/shared/alarms';
import { ApiError, api, apiRequest } from '@/lib/api-client.ts';
import { currentSubscription, subscribeThisBrowser } from './browser-push.ts';

const CHANNELS = '/users/me/alarm-channels';
const PUSH = '/users/me/push-subscriptions';
const SMS = '/users/me/sms-phone';

export const alarmChannelsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['alarm-channels', userId],
    queryFn: () => api.get(CHANNELS, { schema: alarmChannelsSchema }),
  });

export const useAlarmChannels = (userId: number) => useQuery(alarmChannelsQuery(userId));

/** Whether this browser has a push subscription (the account's count covers every device). */
export const thisBrowserQuery = (userId: number) =>
  queryOptions({
    queryKey: ['alarm-channels', userId, 'this-browser'],
    queryFn: async () => (await currentSubscription()) !== null,
  });

function useChannelMutation<V>(
  userId: number,
  mutationFn: (variables: V) => Promise<AlarmChannels>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (channels) => {
      queryClient.setQueryData(alarmChannelsQuery(userId).queryKey, channels);
      await queryClient.invalidateQueries(thisBrowserQuery(userId));
    },
  });
}

/** Refused by the shopper in the browser's own question: nothing was turned on. */
export const NOT_ALLOWED = 'Powiadomienia są zablokowane w przeglądarce';

export const useTurnPushOn = (userId: number) =>
  useChannelMutation(userId, async (publicKey: string) => {
    const subscription = await subscribeThisBrowser(publicKey);
    if (!subscription) throw new ApiError(403, 'NotAllowed', NOT_ALLOWED);
    return api.post(PUSH, subscription, { schema: alarmChannelsSchema });
  });

/** Push off in this browser (`everywhere`: on every device of the account). */
export const useTurnPushOff = (userId: number) =>
  useChannelMutation(userId, async ({ everywhere }: { everywhere: boolean }) => {
    const subscription = await currentSubscription();
    await subscription?.unsubscribe();
    return apiRequest(PUSH, {
      method: 'DELETE',
      body: everywhere || !subscription ? {} : { endpoint: subscription.endpoint },
      schema: alarmChannelsSchema,
    });
  });

export const useAskSmsCode = (userId: number) =>
  useChannelMutation(userId, (phone: string) =>
    api.put(SMS, { phone }, { schema: alarmChannelsSchema }),
  );

export const useConfirmSmsCode = (userId: number) =>
  useChannelMutation(userId, (code: string) =>
    api.post(`${SMS}/confirm`, { code }, { schema: alarmChannelsSchema }),
  );

export const useTurnSmsOff = (userId: number) =>
  useChannelMutation(userId, () => api.delete(SMS, { schema: alarmChannelsSchema }));
