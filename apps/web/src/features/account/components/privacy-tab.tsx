// Settings > Prywatność: "Pobierz moje dane" (a JSON file of everything the shop holds about
// the shopper) and "Usuń konto" (confirmed with the password in a dialog that says what is
// kept and why). After deletion the shopper is taken to / and logged out there. docs/privacy.md.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Download, Trash2 } from 'lucide-react';
import { deleteAccountRequestSchema, type DeleteAccountRequest } from '@shop/shared/accounts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { toast } from '@/components/ui/toast.ts';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { authStore } from '@/lib/auth-store.ts';
import { paths } from '@/lib/paths.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useDownloadMyData } from '../api/download-my-data.ts';

const DOWNLOAD_FAILED = 'Nie udało się pobrać danych, spróbuj ponownie później.';
const DELETE_FAILED = 'Nie udało się usunąć konta, spróbuj ponownie później.';

/** 403: the password is wrong; 400 and 429 carry the server's own message. */
export function deleteAccountErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) {
    return 'Hasło jest nieprawidłowe. Konto nie zostało usunięte.';
  }
  return errorMessage(error, DELETE_FAILED);
}

function DownloadCard() {
  const download = useDownloadMyData();
  const start = () =>
    download.mutate(undefined, {
      onSuccess: () => toast({ title: 'Pobrano plik z Twoimi danymi', variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Błąd pobierania danych',
          description: errorMessage(error, DOWNLOAD_FAILED),
          variant: 'destructive',
        }),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pobierz moje dane</CardTitle>
        <CardDescription>
          Plik JSON ze wszystkim, co sklep o Tobie przechowuje: dane konta, adresy, dane do faktury,
          zamówienia (z pozycjami, przesyłkami, zwrotami i numerami faktur), listy życzeń, koszyk,
          kupony i zapis na newsletter.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={start} loading={download.isPending}>
          <Download aria-hidden="true" />
          Pobierz moje dane
        </Button>
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog({
  open,
  onOpenChange,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const deleteAccount = useDeleteAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await deleteAccount.mutateAsync(body);
      onDeleted();
    } catch (error) {
      setFailure(deleteAccountErrorText(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title="Usunąć konto?"
          description="Tego nie można cofnąć. Podaj hasło, aby potwierdzić, że to Twoje konto."
        >
          <div className="grid gap-3 text-sm text-slate-700">
            <p>
              <strong className="font-semibold text-slate-900">Usuniemy:</strong> adres e-mail,
              telefon, hasło, zapisane adresy i dane do faktury, listy życzeń, koszyk, kupony i
              zapis na newsletter. Wylogujemy Cię na wszystkich urządzeniach.
            </p>
            <p>
              <strong className="font-semibold text-slate-900">Zachowamy:</strong> Twoje zamówienia
              i faktury (adres dostawy, dane do faktury, kwoty), już bez Twojego adresu e-mail.
              Wymagają tego przepisy o rachunkowości i podatkach, a zamówienia są też potrzebne do
              obsługi zwrotów i reklamacji.
            </p>
          </div>
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField label="Hasło" error={errors.password?.message}>
              <PasswordInput autoComplete="current-password" {...form.register('password')} />
            </FormField>
            {failure && <Alert>{failure}</Alert>}
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline">
                  Anuluj
                </Button>
              </DialogClose>
              <Button type="submit" variant="destructive" loading={isSubmitting}>
                Usuń konto na zawsze
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      )}
    </Dialog>
  );
}

function DeleteAccountCard() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const deleted = useRef(false);

  // The stored session is cleared only once this page has gone (/ is on screen): cleared here,
  // the login-only guard of /settings would send the shopper to /login instead.
  useEffect(
    () => () => {
      if (deleted.current) authStore.logout();
    },
    [],
  );

  const onDeleted = () => {
    deleted.current = true;
    setOpen(false);
    toast({
      title: 'Twoje konto zostało usunięte',
      description: 'Dziękujemy za wspólne zakupy. Do zobaczenia!',
      variant: 'success',
    });
    void navigate(paths.home, { replace: true });
  };

  return (
    <Card className="border-red-200">
      <CardHeader>
        <CardTitle>Usuń konto</CardTitle>
        <CardDescription>
          Usuwa Twoje dane osobowe i kończy wszystkie sesje. Zamówienia i faktury zostają w sklepie
          bez Twojego adresu e-mail, bo wymagają tego przepisy o rachunkowości.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" />
          Usuń konto
        </Button>
        <DeleteAccountDialog open={open} onOpenChange={setOpen} onDeleted={onDeleted} />
      </CardContent>
    </Card>
  );
}

export function PrivacyTab() {
  return (
    <div className="grid max-w-xl gap-6">
      <DownloadCard />
      <DeleteAccountCard />
    </div>
  );
}
