// /admin/manufacturers (CREATE_PRODUCT): the manufacturers registry (GPSR, decision 028). Each
// manufacturer with its addresses and, for one outside the EU, its EU responsible person; adding
// one and editing one happen in a dialog. An edit shows on its products' pages at once.
import { useState } from 'react';
import { Factory, Pencil, Plus } from 'lucide-react';
import type { Manufacturer } from '@shop/shared/product-safety';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { useManufacturers } from '../api/manufacturers.ts';
import { ManufacturerForm } from '../components/manufacturer-form.tsx';
import { StaffPage } from '../../shell/components/staff-page.tsx';

function ManufacturerCard({
  manufacturer,
  onEdit,
}: {
  manufacturer: Manufacturer;
  onEdit: () => void;
}) {
  const person = manufacturer.euResponsible;
  return (
    <Card>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 className="text-lg font-semibold break-words text-slate-900">{manufacturer.name}</h2>
          <Button type="button" variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" />
            Edytuj<span className="sr-only"> {manufacturer.name}</span>
          </Button>
        </div>
        <p className="text-sm break-words whitespace-pre-line text-slate-700">
          {manufacturer.postalAddress}
          {manufacturer.email && `\n${manufacturer.email}`}
          {manufacturer.website && `\n${manufacturer.website}`}
        </p>
        {person && (
          <div className="grid gap-1 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
            <Badge tone="warning" className="justify-self-start">
              Spoza UE
            </Badge>
            <p className="break-words whitespace-pre-line">
              <span className="font-medium text-slate-900">Osoba odpowiedzialna w UE: </span>
              {`${person.name}\n${person.postalAddress}\n${person.email}`}
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export default function ManufacturersPage() {
  const manufacturers = useManufacturers();
  // null: closed; 'new': adding; else the one being edited.
  const [editing, setEditing] = useState<Manufacturer | 'new' | null>(null);

  return (
    <StaffPage
      title="Producenci"
      description="Rejestr producentów (GPSR): ich dane widzą klienci na stronie każdego produktu."
      actions={
        <Button type="button" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Dodaj producenta
        </Button>
      }
    >
      {manufacturers.isPending ? (
        <PageSpinner />
      ) : manufacturers.isError ? (
        <Alert>Nie udało się pobrać rejestru producentów</Alert>
      ) : manufacturers.data.length === 0 ? (
        <EmptyState icon={Factory} title="Rejestr producentów jest pusty" />
      ) : (
        <div className="grid gap-4">
          {manufacturers.data.map((manufacturer) => (
            <ManufacturerCard
              key={manufacturer.id}
              manufacturer={manufacturer}
              onEdit={() => setEditing(manufacturer)}
            />
          ))}
        </div>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      >
        <DialogContent title={editing === 'new' ? 'Nowy producent' : 'Edytuj producenta'}>
          {editing !== null && (
            <ManufacturerForm
              key={editing === 'new' ? 'new' : editing.id}
              manufacturer={editing === 'new' ? null : editing}
              onSaved={() => setEditing(null)}
            />
          )}
        </DialogContent>
      </Dialog>
    </StaffPage>
  );
}
