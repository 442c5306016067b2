// Why shop here: exclusive drops, low prices, products from 1 zł.
import { BadgePercent, Coins, Sparkles } from 'lucide-react';

const values = [
  {
    icon: Sparkles,
    title: 'Ekskluzywne kolekcje',
    text: 'Każda kolekcja startuje o ustalonej godzinie i trwa 14 dni. Nowe rzeczy pojawiają się regularnie – zapisz się do newslettera, żeby nie przegapić startu.',
  },
  {
    icon: BadgePercent,
    title: 'Niskie ceny',
    text: 'Zaczynamy od 70% ceny rynkowej, a potem cena spada co dwa dni. Przy każdej obniżce pokazujemy najniższą cenę z 30 dni przed nią.',
  },
  {
    icon: Coins,
    title: 'Produkty od 1 zł',
    text: 'W ostatnich dniach kolekcji wybrane produkty kosztują tylko 1 zł. Jeśli zaryzykujesz i poczekasz, możesz trafić prawdziwą okazję.',
  },
];

export function ValueProposition() {
  return (
    <section aria-labelledby="values-heading" className="grid gap-5">
      <h2 id="values-heading" className="sr-only">
        Dlaczego warto
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {values.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="grid gap-1">
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="text-sm leading-relaxed text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
