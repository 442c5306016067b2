// Settings > Bezpieczeństwo: the remembered BLIK (docs/payments-blik.md). Shows the label the
// bank app lists the shop under and since when; „Zapomnij BLIK” forgets it here (the bank app
// keeps the shop on its list until the shopper removes it there, which the card says).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Smartphone } from 'lucide-react';
import { formatDay } from '@shop/shared/warsaw-time';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toast } from '@/components/ui/toast.ts';
import { blikAliasQuery, forgetBlikAlias } from '@/entities/order/blik.ts';
import { saveFailed } from './save-failed.ts';

export function BlikAliasCard() {
  const queryClient = useQueryClient();
  const alias = useQuery(blikAliasQuery());
  const forget = useMutation({
    mutationFn: forgetBlikAlias,
    onSuccess: () => {
      queryClient.setQueryData(blikAliasQuery().queryKey, null);
      toast({ title: 'Sklep zapomniał Twój BLIK', variant: 'success' });
    },
    onError: saveFailed,
  });

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>Zapamiętany BLIK</CardTitle>
        <CardDescription>
          Z zapamiętanym BLIK-iem płacisz bez kodu: tylko potwierdzasz płatność w aplikacji banku.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {alias.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : alias.data ? (
          <>
            <p className="flex items-center gap-2 text-sm text-slate-800">
              <Smartphone aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              <span>
                W aplikacji banku jako <strong>„{alias.data.label}”</strong>, od{' '}
                {formatDay(alias.data.registeredAt)}
              </span>
            </p>
            <p className="text-xs text-slate-600">
              Po zapomnieniu zapłacisz kodem BLIK. W aplikacji banku możesz też usunąć sklep z listy
              płatności bez kodu.
            </p>
            <Button
              variant="outline"
              className="justify-self-start"
              loading={forget.isPending}
              onClick={() => forget.mutate()}
            >
              Zapomnij BLIK
            </Button>
          </>
        ) : (
          <p className="text-sm text-slate-700">
            Nie masz zapamiętanego BLIK-a. Zaznacz „Zapamiętaj BLIK w tym sklepie” przy płatności
            kodem, a następne zamówienia zapłacisz bez kodu.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
