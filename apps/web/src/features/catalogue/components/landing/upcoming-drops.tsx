// The landing page's upcoming drops: the soonest with its countdown, the next few as
// cards, and the drops page's error and empty texts.
import { CalendarX } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/lib/paths.ts';
import { useUpcomingDrops } from '../../api/get-drops.ts';
import { NEXT_DROP_ERROR, NO_UPCOMING_DROPS } from '../../lib/messages.ts';
import { DropCard } from '../drop-card.tsx';
import { NextDropCard } from '../next-drop-card.tsx';
import { SectionHeading } from '../section-heading.tsx';

const SHOWN = 4;

export function UpcomingDrops() {
  const drops = useUpcomingDrops(SHOWN);
  const [next, ...later] = drops.data?.items ?? [];
  return (
    <section aria-labelledby="upcoming-heading">
      <SectionHeading
        id="upcoming-heading"
        title="Nadchodzące kolekcje"
        lead="Produkty z kolekcji można kupić dopiero po zakończeniu odliczania."
        link={{ to: paths.drops, label: 'Wszystkie kolekcje' }}
      />
      {drops.isPending ? (
        <Skeleton className="h-56 w-full rounded-2xl" />
      ) : drops.isError ? (
        <Alert>{NEXT_DROP_ERROR}</Alert>
      ) : !next ? (
        <EmptyState icon={CalendarX} title={NO_UPCOMING_DROPS} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          <NextDropCard drop={next} />
          {later.length > 0 && (
            <ul className="grid gap-4" aria-label="Kolejne kolekcje">
              {later.map((drop) => (
                <li key={drop.id}>
                  <DropCard drop={drop} upcoming />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
