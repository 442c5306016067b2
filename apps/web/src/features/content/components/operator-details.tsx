// The operator's details from the runtime configuration (GET /config.json), with a notice
// when they are the demo defaults rather than a real company's.
import { TriangleAlert } from 'lucide-react';
import { getRuntimeConfig, type Operator } from '@/lib/runtime-config.ts';
import { cn } from '@/lib/cn.ts';

export function useOperator(): Operator {
  return getRuntimeConfig().operator;
}

/** "Outlet Drop sp. z o.o., ul. Przykładowa 12/4, 00-950 Warszawa". */
export function operatorLine(operator: Operator): string {
  return `${operator.name}, ${operator.street}, ${operator.postalCode} ${operator.city}`;
}

export function DemoOperatorNotice({ className }: { className?: string }) {
  const operator = useOperator();
  if (!operator.demo) return null;
  return (
    <p
      role="note"
      className={cn(
        'flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900',
        className,
      )}
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      Sklep demonstracyjny: dane firmy poniżej są przykładowe i nie należą do żadnego
      przedsiębiorcy.
    </p>
  );
}

export function OperatorDetails() {
  const operator = useOperator();
  const rows = [
    { label: 'Firma', value: operator.name },
    { label: 'Adres', value: `${operator.street}, ${operator.postalCode} ${operator.city}` },
    { label: 'NIP', value: operator.nip },
    { label: 'KRS', value: operator.krs },
    { label: 'REGON', value: operator.regon },
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-slate-500">{row.label}</dt>
          <dd className="font-medium text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The operator's e-mail as a mailto link. */
export function OperatorEmail({ subject, className }: { subject?: string; className?: string }) {
  const { email } = useOperator();
  const href = subject
    ? `mailto:${email}?subject=${encodeURIComponent(subject)}`
    : `mailto:${email}`;
  return (
    <a
      href={href}
      className={cn('font-medium text-brand-700 underline-offset-2 hover:underline', className)}
    >
      {email}
    </a>
  );
}
