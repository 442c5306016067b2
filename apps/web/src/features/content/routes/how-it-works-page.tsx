// /how-it-works: what a drop is, how dynamic prices work, and the FAQ
// (how to buy, why prices change, what happens after 14 days).
import { Link } from 'react-router';
import { CalendarClock, ChevronDown, Layers, ShoppingBag, TrendingDown, Users } from 'lucide-react';
import { LEVEL_PERCENTS } from '@shop/shared/price-schedule';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { documentTitle } from '@shop/shared/document-title';
import { paths } from '@/lib/paths.ts';

const linkClassName = 'font-medium text-brand-700 underline-offset-2 hover:underline';

// Days 1-2 ... 11-12 at LEVEL_PERCENTS of the market price, days 13-14 at 1 zł.
const schedule = [
  ...LEVEL_PERCENTS.map((percent, level) => ({
    days: `${level * 2 + 1}–${level * 2 + 2}`,
    price: `${percent}% ceny rynkowej`,
  })),
  { days: '13–14', price: '1,00 zł' },
  { days: 'od 15.', price: 'produkt niedostępny' },
];

const steps = [
  {
    icon: CalendarClock,
    title: 'Odliczanie',
    text: 'Każda kolekcja ma ustaloną datę i godzinę startu. Do tego czasu widzisz odliczanie, a produktów nie można jeszcze kupić.',
  },
  {
    icon: Users,
    title: 'Kolejka przy otwarciu',
    text: 'Kolekcja z kolejką otwiera ją przed startem. Wszyscy, którzy dołączą przed startem, zostają ustawieni w losowej kolejności – nie liczy się refleks ani szybkość łącza.',
  },
  {
    icon: ShoppingBag,
    title: 'Start kolekcji',
    text: 'Po zakończeniu odliczania produkty trafiają do sprzedaży. Przy kolejce wpuszczamy kolejne osoby, dopóki są dostępne produkty; wpuszczona osoba ma kilka minut na zakupy na każdym swoim urządzeniu.',
  },
  {
    icon: TrendingDown,
    title: 'Ceny spadają',
    text: 'Przez 14 dni cena większości produktów spada co dwa dni – od 70% ceny rynkowej aż do 1 zł w ostatnich dniach.',
  },
];

const faq = [
  {
    question: 'Jak kupić produkt?',
    answer: (
      <>
        <p>
          Wybierz produkt z trwającej kolekcji, ustaw ilość i dodaj go do koszyka. Koszyk działa
          także bez logowania, ale do złożenia zamówienia potrzebne jest konto –{' '}
          <Link to={paths.register} className={linkClassName}>
            rejestracja
          </Link>{' '}
          zajmuje minutę, a produkty z koszyka zostaną przeniesione na Twoje konto.
        </p>
        <p>
          W zamówieniu wybierasz adres, dostawę kurierem albo do paczkomatu, ewentualnie dane do
          faktury i kupon rabatowy. Płacisz BLIK-iem albo szybkim przelewem online, a o wysyłce
          informujemy e-mailem. Wysyłamy wyłącznie na terenie Polski.
        </p>
      </>
    ),
  },
  {
    question: 'Dlaczego ceny się zmieniają?',
    answer: (
      <>
        <p>
          Sprzedajemy zwroty i nadwyżki magazynowe, które chcemy szybko przekazać nowym
          właścicielom. Zamiast jednej ceny stosujemy harmonogram: na starcie kolekcji produkt
          kosztuje 70% ceny rynkowej, a co dwa dni tanieje o kolejne 10 punktów procentowych.
          Ostatnie dwa dni to cena 1 zł.
        </p>
        <p>
          Ceną rynkową jest cena z aukcji, z której pochodzi produkt, albo cena sugerowana przez
          producenta. Przy każdym produkcie pokazujemy też najniższą cenę z 30 dni przed obniżką.
          Niektóre produkty mają stałą cenę – wtedy nie pokazujemy odliczania do obniżki.
        </p>
      </>
    ),
  },
  {
    question: 'Co się dzieje po 14 dniach?',
    answer: (
      <p>
        Kolekcja się kończy: produkty z dynamiczną ceną, które nie znalazły nabywcy, są wycofywane
        ze sprzedaży i nie można ich już kupić. Zamówienia złożone wcześniej realizujemy normalnie.
        Nowe kolekcje startują regularnie – zajrzyj do{' '}
        <Link to={paths.drops} className={linkClassName}>
          nadchodzących kolekcji
        </Link>{' '}
        albo zapisz się do newslettera.
      </p>
    ),
  },
  {
    question: 'W jakim stanie są produkty?',
    answer: (
      <p>
        Każdy produkt ma opisany stan: nowy, po zwrocie lub używany, z brakującymi częściami albo
        uszkodzony. Wszystkie uwagi o wadach i brakach znajdziesz w opisie – warto przeczytać go
        przed zakupem.
      </p>
    ),
  },
  {
    question: 'Czy mogę zwrócić produkt?',
    answer: (
      <p>
        Tak. Konsument może odstąpić od umowy w ciągu 14 dni bez podania przyczyny. Szczegóły
        zwrotów i reklamacji opisuje{' '}
        <Link to={paths.conditionsOfUse} className={linkClassName}>
          regulamin
        </Link>
        .
      </p>
    ),
  },
];

export default function HowItWorksPage() {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{documentTitle('Jak to działa')}</title>
      <PageHeader
        title="Jak to działa"
        description="Kolekcje z odliczaniem, ceny spadające co dwa dni i produkty nawet za 1 zł. Oto zasady w skrócie."
      />

      <section aria-labelledby="drop-heading" className="mb-12 grid gap-5">
        <h2 id="drop-heading" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
          <Layers className="size-6 text-brand-700" aria-hidden="true" />
          Czym jest kolekcja?
        </h2>
        <p className="leading-relaxed text-slate-700">
          Kolekcja (drop) to zestaw produktów – najczęściej zwrotów konsumenckich i końcówek serii –
          który trafia do sprzedaży o jednej, z góry ustalonej godzinie i jest dostępny przez 14
          dni.
        </p>
        <ol className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              className="grid gap-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <span className="flex items-center gap-2 text-sm font-semibold text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
                Krok {index + 1}
              </span>
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="prices-heading" className="mb-12 grid gap-5">
        <h2
          id="prices-heading"
          className="flex items-center gap-2 text-2xl font-bold text-slate-900"
        >
          <TrendingDown className="size-6 text-brand-700" aria-hidden="true" />
          Dynamiczne ceny
        </h2>
        <p className="leading-relaxed text-slate-700">
          Cena produktu z dynamiczną ceną zmienia się co drugi dzień przez 14 dni od startu
          kolekcji. Na stronie produktu widzisz odliczanie do najbliższej obniżki.
        </p>
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Harmonogram cen w kolekcji</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Dzień kolekcji
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Cena
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {schedule.map((row) => (
                <tr key={row.days}>
                  <td className="px-4 py-2.5 text-slate-700">{row.days}</td>
                  <td className="px-4 py-2.5 font-medium text-slate-900">{row.price}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="grid gap-5">
        <h2 id="faq-heading" className="text-2xl font-bold text-slate-900">
          Najczęstsze pytania
        </h2>
        <div className="grid gap-3">
          {faq.map((item) => (
            <details
              key={item.question}
              className="group rounded-2xl border border-slate-200 bg-white shadow-sm open:shadow-md"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown
                  className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <div className="grid gap-3 px-5 pb-5 text-sm leading-relaxed text-slate-700">
                {item.answer}
              </div>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
