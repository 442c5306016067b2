// /contact: the contact e-mail and the operator's registration details, both
// from the runtime configuration, plus where returns go.
import { Link } from 'react-router';
import { ReturnAddress } from '@/components/return-address.tsx';
import { Building2, Mail, Phone, Undo2 } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { documentTitle } from '@shop/shared/document-title';
import { paths } from '@/lib/paths.ts';
import {
  DemoOperatorNotice,
  OperatorDetails,
  OperatorEmail,
  useOperator,
} from '../components/operator-details.tsx';

const cardClassName =
  'grid content-start gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
const link = 'font-medium text-brand-700 underline-offset-2 hover:underline';

export default function ContactPage() {
  const operator = useOperator();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{documentTitle('Kontakt')}</title>
      <PageHeader
        title="Kontakt"
        description="Masz pytanie o produkt, zamówienie albo zwrot? Napisz do nas – odpowiadamy w dni robocze, zwykle tego samego dnia."
      />
      <DemoOperatorNotice className="mb-6" />
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="write-heading" className={cardClassName}>
          <h2
            id="write-heading"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <Mail className="size-5 text-brand-700" aria-hidden="true" />
            Napisz do nas
          </h2>
          <p className="text-lg">
            {/* On its own line, so 44 px high on phones. */}
            <OperatorEmail className="inline-flex min-h-11 items-center sm:min-h-0" />
          </p>
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Phone className="size-4 text-slate-500" aria-hidden="true" />
            <a href={`tel:${operator.phone.replace(/\s+/g, '')}`} className={link}>
              {operator.phone}
            </a>
            <span className="text-slate-500">(pon.–pt. 9:00–17:00)</span>
          </p>
        </section>
        <section aria-labelledby="company-heading" className={cardClassName}>
          <h2
            id="company-heading"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <Building2 className="size-5 text-brand-700" aria-hidden="true" />
            Dane firmy
          </h2>
          <OperatorDetails />
        </section>
        <section aria-labelledby="returns-heading" className={`${cardClassName} md:col-span-2`}>
          <h2
            id="returns-heading"
            className="flex items-center gap-2 text-lg font-semibold text-slate-900"
          >
            <Undo2 className="size-5 text-brand-700" aria-hidden="true" />
            Zwroty i reklamacje
          </h2>
          <p className="text-sm leading-relaxed text-slate-700">
            Od umowy odstąpisz w 14 dni od doręczenia, a reklamację złożysz przez 2 lata – oba
            przyciski („Odstąp od umowy”, „Złóż reklamację”) znajdziesz przy zamówieniu na stronie{' '}
            <Link to={paths.orders} className={link}>
              Zamówienia
            </Link>
            ; potwierdzenie przyjdzie od razu e-mailem. Możesz też napisać na adres{' '}
            <OperatorEmail subject="Zwrot" />. Produkty odeślij w ciągu 14 dni od zgłoszenia na
            adres: <ReturnAddress />, z kartką z numerem zamówienia. Szczegóły opisuje{' '}
            <Link to={paths.conditionsOfUse} className={link}>
              regulamin
            </Link>
            .
          </p>
        </section>
      </div>
    </div>
  );
}
