// Settings > Bezpieczeństwo: „Klucze dostępu” (docs/passkeys.md). Lists the account's passkeys,
// adds one made on this device (or a phone or security key the browser offers), names and
// removes them. Adding or removing one ends no session. A staff account that must use a passkey
// is told so; from a session begun with its password it manages them only before its first.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
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
import {
  addPasskey,
  passkeyErrorMessage,
  passkeysQuery,
  removePasskey,
  renamePasskey,
  usePasskeysSupported,
} from '@/entities/passkey/passkeys.ts';
import { PasskeyRow } from './passkey-row.tsx';
import { saveFailed } from './save-failed.ts';
import { SECURITY_NOTICE_SENT } from './security-notice.ts';

export function PasskeysCard() {
  const queryClient = useQueryClient();
  const list = useQuery(passkeysQuery());
  const supported = usePasskeysSupported();
  // The passkey just added: its row opens with the name to edit.
  const [added, setAdded] = useState<number | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeysQuery().queryKey });

  const add = useMutation({
    mutationFn: addPasskey,
    onSuccess: (passkey) => {
      setAdded(passkey.id);
      toast({
        title: 'Dodano klucz dostępu',
        description: 'Nazwij go, aby wiedzieć, na którym jest urządzeniu.',
        variant: 'success',
      });
      return refresh();
    },
    onError: (error) =>
      toast({
        title: passkeyErrorMessage(error, 'Nie udało się dodać klucza dostępu, spróbuj ponownie'),
        variant: 'destructive',
      }),
  });
  const changed = (title: string, description?: string) => () => {
    toast({ title, description, variant: 'success' });
    return refresh();
  };
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renamePasskey(id, name),
    onSuccess: changed('Zapisano nazwę klucza'),
    onError: saveFailed,
  });
  const remove = useMutation({
    mutationFn: removePasskey,
    // The account is told by e-mail too (PASSKEY_REMOVED).
    onSuccess: changed('Usunięto klucz dostępu', SECURITY_NOTICE_SENT),
    onError: saveFailed,
  });

  const titleId = useId();
  const data = list.data;
  return (
    <Card className="max-w-xl" role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Klucze dostępu</CardTitle>
        <CardDescription>
          Logujesz się odciskiem palca, twarzą albo PIN-em telefonu lub komputera, bez wpisywania
          hasła. Klucz zostaje na Twoim urządzeniu, a sklep zna tylko jego część publiczną. Hasło
          nadal działa.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {data?.required && (
          <Alert tone="info">
            Twoje konto pracownika loguje się do panelu tylko kluczem dostępu.
          </Alert>
        )}
        {data && !data.canManage && (
          <Alert tone="info">
            Zalogowano hasłem: aby dodać lub usunąć klucz, wyloguj się i zaloguj jednym z już
            dodanych kluczy.
          </Alert>
        )}
        {list.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : data && data.items.length > 0 ? (
          <ul className="divide-y divide-slate-200" aria-label="Twoje klucze dostępu">
            {data.items.map((passkey) => (
              <PasskeyRow
                key={passkey.id}
                passkey={passkey}
                naming={passkey.id === added}
                canManage={data.canManage}
                onRename={(name) => rename.mutateAsync({ id: passkey.id, name })}
                onRemove={() => remove.mutateAsync(passkey.id)}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">Nie masz jeszcze klucza dostępu.</p>
        )}
        {!supported ? (
          <p className="text-sm text-slate-600">
            Ta przeglądarka nie obsługuje kluczy dostępu: dodasz je w aktualnej wersji Chrome,
            Safari, Firefoksa lub Edge.
          </p>
        ) : (
          data?.canManage !== false && (
            <Button
              className="justify-self-start"
              loading={add.isPending}
              onClick={() => add.mutate()}
            >
              Dodaj klucz dostępu
            </Button>
          )
        )}
      </CardContent>
    </Card>
  );
}
