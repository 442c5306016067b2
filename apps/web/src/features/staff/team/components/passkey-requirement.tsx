// On a staff card: how the member signs in („Logowanie do panelu: tylko klucz dostępu”, with how
// many passkeys it has) and the switch between that and the password (docs/passkeys.md).
// Requiring a passkey ends the member's sessions, so it is confirmed first; for oneself the
// panel then logs out and the login page takes the passkey.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { KeyRound } from 'lucide-react';
import type { StaffMember } from '@shop/shared/scopes';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { authStore } from '@/lib/auth-store.ts';
import { paths } from '@/lib/paths.ts';
import { setPasskeyRequired } from '../api/staff.ts';

const counted = (count: number) =>
  count === 0 ? 'brak kluczy' : count === 1 ? '1 klucz' : `kluczy: ${count}`;

export function PasskeyLine({ member }: { member: StaffMember }) {
  return (
    <p className="flex items-center gap-1.5 text-sm text-slate-600">
      <KeyRound aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
      {member.passkeyRequired
        ? `Logowanie do panelu: tylko klucz dostępu (${counted(member.passkeys)})`
        : `Logowanie: hasło lub klucz dostępu (${counted(member.passkeys)})`}
    </p>
  );
}

export function PasskeyRequirementButton({
  member,
  self,
  act,
}: {
  member: StaffMember;
  self: boolean;
  /** Runs the change with the page's notice and refresh. */
  act: (run: () => Promise<unknown>, done: string) => Promise<boolean>;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = member.passkeyRequired ? 'Nie wymagaj klucza dostępu' : 'Wymagaj klucza dostępu';

  async function require() {
    setBusy(true);
    const done = await act(
      () => setPasskeyRequired(member.id, true),
      'Logowanie do panelu tylko kluczem dostępu',
    );
    setBusy(false);
    setConfirming(false);
    if (done && self) {
      authStore.logout();
      void navigate(paths.login, { replace: true });
    }
  }

  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() =>
          member.passkeyRequired
            ? void act(() => setPasskeyRequired(member.id, false), 'Hasło znów loguje do panelu')
            : setConfirming(true)
        }
      >
        {label}
        <span className="sr-only"> {member.email}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Logowanie do panelu tylko kluczem dostępu?"
        description={
          self
            ? 'Wylogujemy Cię na wszystkich urządzeniach. Zaloguj się potem kluczem dostępu: hasło zaloguje Cię już tylko do sklepu.'
            : `${member.email} zaloguje się do panelu tylko kluczem dostępu, a otwarte sesje skończą się od razu. Hasło zaloguje tę osobę tylko do sklepu; jeśli nie ma jeszcze klucza, doda go w ustawieniach.`
        }
        confirmLabel="Wymagaj klucza dostępu"
        loading={busy}
        onConfirm={() => void require()}
      />
    </>
  );
}
