// /admin/audit (READ_ORDERS): "Historia zmian", the audit trail of staff actions, newest first,
// filtered by what was changed (a kind and its number), by whom (part of the e-mail) and by days.
import { useState, type FormEvent } from 'react';
import { AUDIT_ENTITIES, auditEntityLabels, type AuditEntity } from '@shop/shared/audit';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/select.tsx';
import { AuditTrail } from '@/entities/audit/audit-trail.tsx';
import type { AuditFilter } from '@/entities/audit/api.ts';
import { StaffPage } from '../../shell/components/staff-page.tsx';

const field = 'grid gap-1.5 text-sm font-medium text-slate-800';

export default function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>({});

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim() || undefined;
    setFilter({
      entity: (text('entity') as AuditEntity | undefined) ?? undefined,
      id: text('id'),
      staff: text('staff'),
      from: text('from'),
      to: text('to'),
    });
  }

  return (
    <StaffPage
      title="Historia zmian"
      width="wide"
      description="Kto, kiedy i skąd zmienił ceny, stany, statusy zamówień i zwroty pieniędzy — z wartościami przed i po zmianie."
    >
      <div className="grid gap-6">
        <Card>
          <CardContent>
            <form
              onSubmit={apply}
              className="grid gap-4 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
            >
              <label className={field}>
                Rodzaj
                <NativeSelect name="entity" defaultValue="">
                  <option value="">Wszystko</option>
                  {AUDIT_ENTITIES.map((entity) => (
                    <option key={entity} value={entity}>
                      {auditEntityLabels[entity]}
                    </option>
                  ))}
                </NativeSelect>
              </label>
              <label className={field}>
                Numer
                <Input name="id" inputMode="numeric" />
              </label>
              <label className={field}>
                Pracownik (e-mail)
                <Input name="staff" />
              </label>
              <label className={field}>
                Od dnia
                <Input name="from" type="date" />
              </label>
              <label className={field}>
                Do dnia
                <Input name="to" type="date" />
              </label>
              <Button type="submit">Pokaż</Button>
            </form>
          </CardContent>
        </Card>
        <AuditTrail filter={filter} />
      </div>
    </StaffPage>
  );
}
