// The scopes to give a staff member, one checkbox each with what it allows. Only the scopes the
// viewer holds can be changed (docs/staff.md); the others are shown as they stand, disabled.
import { SCOPES, scopeLabels, type Scope } from '@shop/shared/scopes';
import { Checkbox } from '@/components/ui/checkbox.tsx';

export function ScopeChoice({
  value,
  onChange,
  allowed,
}: {
  value: Scope[];
  onChange: (scopes: Scope[]) => void;
  /** The scopes the viewer holds. */
  allowed: readonly Scope[];
}) {
  const locked = SCOPES.some((scope) => !allowed.includes(scope));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">Uprawnienia</legend>
      {SCOPES.map((scope) => (
        <Checkbox
          key={scope}
          label={scopeLabels[scope]}
          checked={value.includes(scope)}
          disabled={!allowed.includes(scope)}
          className={allowed.includes(scope) ? undefined : 'opacity-60'}
          onCheckedChange={(checked) =>
            onChange(checked === true ? [...value, scope] : value.filter((s) => s !== scope))
          }
        />
      ))}
      {locked && (
        <p className="text-xs text-slate-500">
          Nadawać i odbierać możesz tylko uprawnienia, które masz.
        </p>
      )}
    </fieldset>
  );
}
