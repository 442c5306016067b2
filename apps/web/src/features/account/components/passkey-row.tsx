// One passkey in „Klucze dostępu”: its name, when added and last used, whether it is synced;
// „Zmień nazwę” edits the name in place, „Usuń” asks once more before removing it.
import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { PASSKEY_NAME_MAX, type Passkey } from '@shop/shared/passkeys';
import { formatDay } from '@shop/shared/warsaw-time';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';

export function PasskeyRow({
  passkey,
  naming,
  canManage,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  /** Opens with the name being edited (a passkey just added). */
  naming: boolean;
  canManage: boolean;
  onRename: (name: string) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>(naming ? 'rename' : 'view');
  const [name, setName] = useState(passkey.name);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
      setMode('view');
    } catch {
      // The card says why (a notice); the row stays as it was.
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="grid gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex items-start gap-3">
        <KeyRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-slate-900">{passkey.name}</p>
          <p className="text-sm text-slate-600">
            Dodany {formatDay(passkey.createdAt)} ·{' '}
            {passkey.lastUsedAt
              ? `ostatnio użyty ${formatDay(passkey.lastUsedAt)}`
              : 'jeszcze nieużyty'}
          </p>
          {passkey.backedUp && (
            <Badge tone="info" className="mt-1">
              Synchronizowany między urządzeniami
            </Badge>
          )}
        </div>
      </div>
      {mode === 'rename' && (
        <form
          className="flex flex-wrap gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void run(() => onRename(name));
          }}
        >
          <Input
            aria-label={`Nazwa klucza „${passkey.name}”`}
            value={name}
            maxLength={PASSKEY_NAME_MAX}
            autoFocus
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => setName(event.target.value)}
            className="min-w-0 flex-1 basis-48"
          />
          <Button type="submit" loading={busy} disabled={name.trim() === ''}>
            Zapisz nazwę
          </Button>
          <Button type="button" variant="ghost" onClick={() => setMode('view')}>
            Anuluj
          </Button>
        </form>
      )}
      {mode === 'remove' && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="flex-1 basis-48">
            Usunąć klucz „{passkey.name}”? Nie zalogujesz się nim więcej.
          </span>
          <Button variant="destructive" size="sm" loading={busy} onClick={() => void run(onRemove)}>
            Usuń klucz
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setMode('view')}>
            Anuluj
          </Button>
        </div>
      )}
      {mode === 'view' && (
        <div className="flex gap-2 pl-8">
          <Button variant="outline" size="sm" onClick={() => setMode('rename')}>
            Zmień nazwę<span className="sr-only"> klucza „{passkey.name}”</span>
          </Button>
          {canManage && (
            <Button variant="ghost" size="sm" onClick={() => setMode('remove')}>
              Usuń<span className="sr-only"> klucz „{passkey.name}”</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
