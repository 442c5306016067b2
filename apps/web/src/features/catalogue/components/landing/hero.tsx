// The landing hero: what the shop is, the falling-price promise (footnoted on /) and the way
// in, a button to /explore.
import { Link } from 'react-router';
import { ArrowRight, TrendingDown } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';

// Shares of the market price, as the price schedule sets them: a comparison with that reference
// price, not a reduction of an earlier price of the shop (decision 027).
const steps = [
  { label: 'Dzień 1–2', value: '70%' },
  { label: 'Dzień 5–6', value: '50%' },
  { label: 'Dzień 9–10', value: '30%' },
  { label: 'Dzień 13–14', value: '1 zł' },
];

export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-slate-900 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(249,115,22,0.35),transparent),radial-gradient(40rem_20rem_at_0%_110%,rgba(249,115,22,0.18),transparent)]"
      />
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-12 lg:items-center lg:px-8">
        <div className="grid gap-6 lg:col-span-7">
          <p className="inline-flex w-fit items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-200 ring-1 ring-white/15">
            <TrendingDown className="size-4" aria-hidden="true" />
            Ceny spadają co dwa dni*
          </p>
          <h1
            id="hero-heading"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            Zwroty i nadwyżki z najlepszych sklepów.{' '}
            <span className="text-brand-400">Taniej z każdym dniem.</span>
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-slate-300">
            Sprzedajemy sprawdzone zwroty konsumenckie i końcówki serii w kolekcjach z ograniczonym
            czasem. Większość rzeczy mamy w pojedynczych sztukach, a przy oblężonych kolekcjach
            kolejność ustala uczciwe losowanie w kolejce przed startem.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to={paths.explore}>
                Odkrywaj produkty
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-white/25 bg-white/5 text-white hover:bg-white/10"
            >
              <Link to={paths.drops}>Zobacz kolekcje</Link>
            </Button>
          </div>
        </div>
        <div className="lg:col-span-5">
          <div className="rounded-3xl bg-white/5 p-5 ring-1 ring-white/10 backdrop-blur sm:p-6">
            <p className="text-sm font-semibold text-slate-200">
              Ile kosztuje produkt w kolekcji (część ceny rynkowej)*
            </p>
            <ol className="mt-4 grid grid-cols-4 items-end gap-2 sm:gap-3">
              {steps.map((step, index) => (
                <li key={step.label} className="grid gap-2 text-center">
                  <span className="text-sm font-bold text-white sm:text-base">{step.value}</span>
                  <span
                    aria-hidden="true"
                    className="rounded-lg bg-gradient-to-t from-brand-600 to-brand-400"
                    style={{ height: `${(4 - index) * 1.75}rem` }}
                  />
                  <span className="text-[11px] leading-tight text-slate-400 sm:text-xs">
                    {step.label}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}
