// /admin/staff (MANAGE_STAFF): "Pracownicy". Invite someone by e-mail with their scopes (they get a
// link to set a password), change a person's scopes, or switch an account off; both end the
// person's sessions at once (docs/staff.md). Only scopes the viewer holds are offered; the owner
// is shown without actions but one: the owner may require a passkey of its own account. Each card
// says how the person signs in, with „Wymagaj klucza dostępu” (docs/passkeys.md).
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { scopeLabels, type Scope, type StaffMember } from '@shop/shared/scopes';
import { formatShortDay } from '@shop/shared/warsaw-time';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { ConfirmDialog, Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useAuth } from '@/lib/auth-store.ts';
import {
  deactivateStaff,
  inviteStaff,
  resendInvitation,
  setStaffScopes,
  STAFF_KEY,
  useStaffList,
} from '../api/staff.ts';
import { PasskeyLine, PasskeyRequirementButton } from '../components/passkey-requirement.tsx';
import { ScopeChoice } from '../components/scope-choice.tsx';
import { StaffPage } from '../../shell/components/staff-page.tsx';

const FAILED = 'Nie udało się zapisać zmiany. Spróbuj ponownie.';

function InviteForm({
  onDone,
  allowed,
}: {
  onDone: () => Promise<void>;
  allowed: readonly Scope[];
}) {
  const [email, setEmail] = useState('');
  const [scopes, setScopes] = useState<Scope[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const member = await inviteStaff(email.trim(), scopes);
      toast({
        title: 'Zaproszenie wysłane',
        description: `Link do ustawienia hasła poszedł na ${member.email}.`,
      });
      setEmail('');
      setScopes([]);
      await onDone();
    } catch (error) {
      setFailure(errorMessage(error, FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4">
      <h2 className="text-lg font-semibold text-slate-900">Zaproś pracownika</h2>
      <label className="grid gap-1.5 text-sm font-medium text-slate-800">
        E-mail
        <Input
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
      </label>
      <ScopeChoice value={scopes} onChange={setScopes} allowed={allowed} />
      {failure && <Alert>{failure}</Alert>}
      <Button type="submit" loading={busy} className="justify-self-start">
        <UserPlus aria-hidden="true" />
        Wyślij zaproszenie
      </Button>
    </form>
  );
}

function statusOf(member: StaffMember) {
  if (member.deactivatedAt) return <Badge tone="danger">Wyłączony</Badge>;
  if (member.owner) return <Badge tone="brand">Właściciel</Badge>;
  if (member.invited) return <Badge tone="warning">Zaproszony</Badge>;
  return <Badge tone="success">Aktywny</Badge>;
}

export default function StaffManagementPage() {
  const queryClient = useQueryClient();
  const staff = useStaffList();
  const auth = useAuth();
  const [editing, setEditing] = useState<{ member: StaffMember; scopes: Scope[] } | null>(null);
  const [switchingOff, setSwitchingOff] = useState<StaffMember | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: STAFF_KEY });

  async function act(run: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    try {
      await run();
      toast({ title: done });
      await refresh();
      return true;
    } catch (error) {
      toast({ title: 'Błąd', description: errorMessage(error, FAILED), variant: 'destructive' });
      return false;
    } finally {
      setBusy(false);
      setEditing(null);
      setSwitchingOff(null);
    }
  }

  return (
    <StaffPage
      title="Pracownicy"
      width="wide"
      description="Kto ma dostęp do panelu i do czego. Zmiana uprawnień, wyłączenie konta i wymaganie klucza dostępu kończą sesje tej osoby od razu."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <section aria-label="Lista pracowników">
          {staff.isLoading ? (
            <PageSpinner />
          ) : (
            <ul className="grid gap-3">
              {(staff.data ?? []).map((member) => (
                <li key={member.id}>
                  <Card>
                    <CardContent className="grid gap-2" data-testid="staff-member">
                      <div className="flex flex-wrap items-center justify-between gap-2">
                        <p className="font-semibold break-all text-slate-900">{member.email}</p>
                        {statusOf(member)}
                      </div>
                      <p className="text-sm text-slate-600">
                        {member.owner
                          ? 'Wszystkie uprawnienia: właściciel sklepu, nikt inny nie zmienia tego konta'
                          : member.scopes.map((scope) => scopeLabels[scope]).join(' · ') || '—'}
                      </p>
                      <PasskeyLine member={member} />
                      <p className="text-xs text-slate-500">
                        Od {formatShortDay(member.createdAt)}
                      </p>
                      {!member.deactivatedAt && !member.owner && member.id !== auth.user?.id && (
                        <div className="flex flex-wrap gap-2">
                          <Button
                            type="button"
                            variant="outline"
                            size="sm"
                            onClick={() => setEditing({ member, scopes: member.scopes })}
                          >
                            Zmień uprawnienia<span className="sr-only"> {member.email}</span>
                          </Button>
                          {member.invited && (
                            <Button
                              type="button"
                              variant="outline"
                              size="sm"
                              disabled={busy}
                              onClick={() =>
                                void act(
                                  () => resendInvitation(member.id),
                                  `Zaproszenie wysłane ponownie do ${member.email}`,
                                )
                              }
                            >
                              Wyślij zaproszenie ponownie
                              <span className="sr-only"> {member.email}</span>
                            </Button>
                          )}
                          {member.scopes.every((scope) => auth.scopes.includes(scope)) && (
                            <>
                              <PasskeyRequirementButton member={member} self={false} act={act} />
                              <Button
                                type="button"
                                variant="outline"
                                size="sm"
                                onClick={() => setSwitchingOff(member)}
                              >
                                Wyłącz konto<span className="sr-only"> {member.email}</span>
                              </Button>
                            </>
                          )}
                        </div>
                      )}
                      {!member.deactivatedAt && member.id === auth.user?.id && (
                        <div className="flex flex-wrap gap-2">
                          <PasskeyRequirementButton member={member} self act={act} />
                        </div>
                      )}
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </section>
        <Card>
          <CardContent>
            <InviteForm onDone={refresh} allowed={auth.scopes} />
          </CardContent>
        </Card>
      </div>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent title={`Uprawnienia: ${editing?.member.email ?? ''}`}>
          {editing && (
            <div className="grid gap-4">
              <ScopeChoice
                value={editing.scopes}
                onChange={(scopes) => setEditing({ ...editing, scopes })}
                allowed={auth.scopes}
              />
              <Button
                type="button"
                loading={busy}
                onClick={() =>
                  void act(
                    () => setStaffScopes(editing.member.id, editing.scopes),
                    'Uprawnienia zmienione',
                  )
                }
              >
                Zapisz uprawnienia
              </Button>
            </div>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={switchingOff !== null}
        onOpenChange={(open) => !open && setSwitchingOff(null)}
        title="Wyłączyć konto pracownika?"
        description={`${switchingOff?.email ?? ''} nie zaloguje się już, a otwarte sesje skończą się od razu.`}
        confirmLabel="Wyłącz konto"
        destructive
        loading={busy}
        onConfirm={() =>
          switchingOff && void act(() => deactivateStaff(switchingOff.id), 'Konto wyłączone')
        }
      />
    </StaffPage>
  );
}
