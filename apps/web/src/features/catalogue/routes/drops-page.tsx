// /collections: what a drop is, the next drop with its countdown,
// the upcoming ones and the started (past) ones, with the fixed error texts (lib/messages.ts).
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowRight, CalendarX, Layers } from 'lucide-react';
import type { Drop } from '@shop/shared/catalogue';
import type { Page } from '@shop/shared/http';
import { Alert } from '@/components/ui/alert.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { documentTitle } from '@shop/shared/document-title';
import { paths } from '@/lib/paths.ts';
import { useDropList } from '../api/get-drops.ts';
import { useNextDrop } from '../api/get-next-drop.ts';
import { DropCard } from '../components/drop-card.tsx';
import { NextDropCard } from '../components/next-drop-card.tsx';
import { PageContainer } from '../components/page-container.tsx';
import { SectionHeading } from '../components/section-heading.tsx';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll.ts';
import { DROPS_ERROR, NEXT_DROP_ERROR, NO_UPCOMING_DROPS } from '../lib/messages.ts';

export default function DropsPage() {
  return (
    <PageContainer>
      <title>{documentTitle('Kolekcje')}</title>
      <PageHeader
        title="Kolekcje"
        description="Kolekcja to zestaw zwrotów i nadwyżek, który startuje o ustalonej godzinie. Do startu trwa odliczanie, a potem produkty można kupić przez 14 dni – ceny większości z nich spadają co dwa dni, aż do 1 zł."
      />
      <div className="grid gap-12">
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="lg:col-span-3">
            <NextDropSection />
          </div>
          <HowDropsWork />
        </div>
        <DropListSection upcoming />
        <DropListSection upcoming={false} />
      </div>
    </PageContainer>
  );
}

function NextDropSection() {
  const next = useNextDrop();
  return (
    <section aria-labelledby="next-heading">
      <h2 id="next-heading" className="sr-only">
        Następna kolekcja
      </h2>
      {next.isPending ? (
        <Skeleton className="h-64 w-full rounded-2xl" />
      ) : isApiError(next.error, 404) ? (
        <EmptyState icon={CalendarX} title={NO_UPCOMING_DROPS} />
      ) : next.isError ? (
        <Alert>{NEXT_DROP_ERROR}</Alert>
      ) : (
        <NextDropCard drop={next.data} />
      )}
    </section>
  );
}

const rules = [
  'Do startu kolekcji trwa odliczanie – wtedy produktów nie można jeszcze kupić.',
  'Po starcie ceny większości produktów spadają co dwa dni: od 70% ceny rynkowej do 1 zł.',
  'Po 14 dniach niesprzedane produkty z dynamiczną ceną znikają ze sprzedaży.',
];

function HowDropsWork() {
  return (
    <aside
      aria-labelledby="rules-heading"
      className="grid content-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2"
    >
      <h2 id="rules-heading" className="text-lg font-semibold text-slate-900">
        Jak działają kolekcje
      </h2>
      <ol className="grid gap-3">
        {rules.map((rule, index) => (
          <li key={rule} className="flex gap-3 text-sm leading-relaxed text-slate-700">
            <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-50 text-xs font-bold text-brand-800">
              {index + 1}
            </span>
            {rule}
          </li>
        ))}
      </ol>
      <Link
        to={paths.howItWorks}
        className="inline-flex min-h-11 w-fit items-center gap-1 rounded text-sm sm:min-h-0 font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        Więcej o zasadach
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </aside>
  );
}

function DropListSection({ upcoming }: { upcoming: boolean }) {
  const list = useDropList(upcoming);
  const id = upcoming ? 'upcoming-heading' : 'past-heading';
  return (
    <section aria-labelledby={id}>
      <SectionHeading
        id={id}
        title={upcoming ? 'Nadchodzące kolekcje' : 'Dostępne kolekcje'}
        lead={
          upcoming
            ? 'Te kolekcje dopiero wystartują – zapisz sobie datę.'
            : 'Kolekcje, które już wystartowały, od najnowszej.'
        }
      />
      <DropList list={list} upcoming={upcoming} />
    </section>
  );
}

function DropList({
  list,
  upcoming,
}: {
  list: UseInfiniteQueryResult<InfiniteData<Page<Drop>>>;
  upcoming: boolean;
}) {
  const lastRef = useInfiniteScroll(list);
  if (list.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Spinner className="sr-only" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-44 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (list.isError) return <Alert>{DROPS_ERROR}</Alert>;
  const drops = list.data.pages.flatMap((page) => page.items);
  if (drops.length === 0) {
    return (
      <EmptyState
        icon={Layers}
        title={upcoming ? 'Brak zaplanowanych kolekcji' : 'Żadna kolekcja jeszcze nie wystartowała'}
      />
    );
  }
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {drops.map((drop, index) => (
          <li key={drop.id} ref={index === drops.length - 1 ? lastRef : undefined}>
            <DropCard drop={drop} upcoming={upcoming} />
          </li>
        ))}
      </ul>
      {list.isFetchingNextPage && (
        <div className="flex justify-center py-6">
          <Spinner label="Ładowanie kolejnych kolekcji..." showLabel />
        </div>
      )}
    </>
  );
}
