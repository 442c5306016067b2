// The scopes to give a staff member, one checkbox each with what it allows.
import { SCOPES, scopeLabels, type Scope } from '@shop/shared/scopes';
import { Checkbox } from '@/components/ui/checkbox.tsx';

export function ScopeChoice({
  value,
  onChange,
}: {
  value: Scope[];
  onChange: (scopes: Scope[]) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-900">Uprawnienia</legend>
      {SCOPES.map((scope) => (
        <Checkbox
          key={scope}
          label={scopeLabels[scope]}
          checked={value.includes(scope)}
          onCheckedChange={(checked) =>
            onChange(checked === true ? [...value, scope] : value.filter((s) => s !== scope))
          }
        />
      ))}
    </fieldset>
  );
}
