// The centred card both /login and /register sit in, with a short reassurance beside it.
import type { ReactNode } from 'react';
import { BadgePercent, Clock, PackageCheck } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card.tsx';

const benefits = [
  { icon: Clock, text: 'Nowe kolekcje startują o ustalonej godzinie' },
  { icon: BadgePercent, text: 'Ceny spadają co dwa dni, nawet do 1 zł' },
  { icon: PackageCheck, text: 'Historia zamówień, adresy i listy życzeń w jednym miejscu' },
];

export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-5xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-16 md:grid-cols-2 lg:px-8">
      <div className="hidden md:grid md:gap-6">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Outlet Drop</p>
        <p className="text-3xl font-bold tracking-tight text-slate-900">
          Markowe rzeczy ze zwrotów i nadwyżek, w cenach, które co chwilę spadają.
        </p>
        <ul className="grid gap-3">
          {benefits.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-slate-700">
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
      <Card className="w-full">
        <CardContent className="grid gap-6 sm:p-8">
          <div className="grid gap-1.5">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            <p className="text-sm text-slate-600">{description}</p>
          </div>
          {children}
          <p className="border-t border-slate-100 pt-5 text-center text-sm text-slate-600">
            {footer}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
