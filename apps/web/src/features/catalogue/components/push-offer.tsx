// Under „Przypomnimy Ci…” on an upcoming drop's page (docs/alarms.md): the shopper may add a
// push on this device to the e-mail, in one tap, with the consent's words beside it. Shown only
// where the browser takes pushes and this one has none yet.
import { useQuery } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { thisBrowserQuery, useAlarmChannels, useTurnPushOn } from '@/entities/alarms/api.ts';
import { pushSupport } from '@/entities/alarms/browser-push.ts';

export function PushOffer({ userId }: { userId: number }) {
  const supported = pushSupport() === 'supported';
  const channels = useAlarmChannels(userId);
  const here = useQuery({ ...thisBrowserQuery(userId), enabled: supported });
  const turnOn = useTurnPushOn(userId);
  if (!supported || here.data !== false || !channels.data) return null;
  return (
    <div className="grid gap-2">
      <Button
        variant="outline"
        className="w-fit border-white/30 bg-transparent text-white hover:bg-white/10"
        loading={turnOn.isPending}
        onClick={() =>
          turnOn.mutate(channels.data.push.publicKey, {
            onSuccess: () =>
              toast({
                title: 'Powiadomienie push przyjdzie też na to urządzenie',
                variant: 'success',
              }),
            onError: (error) =>
              toast({
                title: errorMessage(error, 'Nie udało się włączyć powiadomień'),
                variant: 'destructive',
              }),
          })
        }
      >
        <Smartphone aria-hidden="true" />
        Powiadom mnie też na tym urządzeniu
      </Button>
      <p className="text-xs text-slate-400">{channels.data.push.consentText}</p>
    </div>
  );
}
