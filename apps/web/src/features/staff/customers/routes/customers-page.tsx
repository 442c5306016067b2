// /admin/customers (READ_CUSTOMERS): "Klienci". Search by e-mail, phone or a name on an address;
// pick one to see their account, consents, orders and coupons, and block or unblock the account.
import { useState, type FormEvent } from 'react';
import { formatShortDay } from '@shop/shared/warsaw-time';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useCustomerSearch } from '../api/customers.ts';
import { CustomerDetail } from '../components/customer-detail.tsx';
import { StaffPage } from '../../shell/components/staff-page.tsx';

export default function CustomersPage() {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const found = useCustomerSearch(q);

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(typed.trim());
    setChosen(null);
  }

  return (
    <StaffPage
      title="Klienci"
      width="wide"
      description="Wyszukaj klienta po e-mailu, telefonie albo nazwisku z adresu."
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid gap-4">
          <form onSubmit={search} className="flex gap-2">
            <label className="sr-only" htmlFor="customer-search">
              Szukaj klienta
            </label>
            <Input
              id="customer-search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="e-mail, telefon, nazwisko"
            />
            <Button type="submit" disabled={typed.trim().length < 3}>
              Szukaj
            </Button>
          </form>
          {q && found.data && (
            <ul aria-label="Znalezieni klienci" className="grid gap-2">
              {found.data.length === 0 && (
                <li className="text-sm text-slate-600">Nikogo nie znaleziono.</li>
              )}
              {found.data.map((row) => (
                <li key={row.id}>
                  <button
                    type="button"
                    onClick={() => setChosen(row.id)}
                    className="w-full rounded-xl text-left focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <Card className={chosen === row.id ? 'border-brand-400' : undefined}>
                      <CardContent className="grid gap-1">
                        <span className="flex flex-wrap items-center justify-between gap-2">
                          <span className="font-medium break-all text-slate-900">{row.email}</span>
                          {row.blockedAt && <Badge tone="danger">Zablokowany</Badge>}
                        </span>
                        <span className="text-sm text-slate-600">
                          {[row.names.join(', '), row.phone, `od ${formatShortDay(row.createdAt)}`]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </CardContent>
                    </Card>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {chosen !== null && <CustomerDetail key={chosen} id={chosen} />}
      </div>
    </StaffPage>
  );
}
