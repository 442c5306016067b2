// /collections/{slug}: the drop and its products, 40 at a time with
// infinite scroll. Before dropTime shoppers see 'not yet available' and a countdown ticking each
// second, and a teaser of its dearest pieces at their opening price; when it ends the products
// appear without a reload; „Przypomnij mi” asks for an e-mail at the opening. A drop with a lobby (decision 031) shows it instead while the lobby runs,
// and the products once the shopper is admitted. Staff with CREATE_PRODUCT see the products early.
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Clock, Eye } from 'lucide-react';
import type { Drop } from '@shop/shared/catalogue';
import { categoryLabels } from '@shop/shared/enums';
import { NotFound } from '@/components/not-found.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { documentTitle } from '@shop/shared/document-title';
import { useLiveStock } from '@/lib/live-stock.ts';
import { useDrop } from '../api/get-drop.ts';
import { useDropProducts } from '../api/get-drop-products.ts';
import { DropCountdown } from '../components/drop-countdown.tsx';
import { DropLobby } from '../components/drop-lobby.tsx';
import { DropCalendar } from '../components/drop-calendar.tsx';
import { DropReminder } from '../components/drop-reminder.tsx';
import { DropStartLine } from '../components/drop-start-line.tsx';
import { DropTeaser } from '../components/drop-teaser.tsx';
import { PageContainer } from '../components/page-container.tsx';
import { ProductGrid } from '../components/product-grid.tsx';
import { useHasPassed } from '../hooks/use-has-passed.ts';
import { useDropAdmission } from '../hooks/use-drop-admission.ts';
import { getRuntimeConfig } from '@/lib/runtime-config.ts';
import { formatTime } from '@shop/shared/warsaw-time';
import { AdmittedNote } from '../components/lobby-notes.tsx';
import { useViewer } from '@/entities/product/viewer.ts';
import {
  DROP_NOT_FOUND,
  DROPS_ERROR,
  INVALID_DROP_URL,
  productsErrorText,
} from '../lib/messages.ts';

/** Drop slugs are lowercase letters, digits and hyphens (an id also works). */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SKELETONS = 8;

export default function DropPage() {
  const slug = useParams().slug?.trim().toLowerCase() ?? '';
  const valid = SLUG_PATTERN.test(slug);
  const drop = useDrop(slug, valid);

  let body;
  const elsewhere = 'Zobacz trwające i nadchodzące kolekcje albo to, co jest teraz w sprzedaży.';
  if (!valid) body = <NotFound title={INVALID_DROP_URL} description={elsewhere} />;
  else if (drop.isPending) body = <Skeleton className="h-48 w-full rounded-2xl" />;
  else if (isApiError(drop.error, 404)) {
    body = <NotFound title={DROP_NOT_FOUND} description={elsewhere} />;
  } else if (drop.isError) body = <Alert>{DROPS_ERROR}</Alert>;
  else body = <Drop drop={drop.data} />;

  return (
    <PageContainer>
      <title>{documentTitle(drop.data?.name ?? 'Kolekcja')}</title>
      {body}
    </PageContainer>
  );
}

function Drop({ drop }: { drop: Drop }) {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  const started = useHasPassed(drop.dropTime);
  const admission = useDropAdmission(drop);
  const lobbyRuns = admission.lobbyRuns && viewer !== 'staff';
  // Admitted in this tab, or on this account elsewhere (another tab, another device).
  const admitted = admission.admittedUntil !== null;
  const admit = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['catalogue', 'drop-products'] }),
    [queryClient],
  );
  // While the account's admission is read (as when a guest signs in in the lobby), neither the
  // lobby nor the products yet: the products must not flash up for a shopper still to queue.
  const checking = lobbyRuns && admission.checking;
  const inLobby = lobbyRuns && !admitted && !checking;
  const showProducts = (started && !inLobby && !checking) || viewer === 'staff';
  const products = useDropProducts(drop.id, viewer, {
    enabled: showProducts,
    expectItems: started && drop.itemQuantity > 0,
  });
  const items = products.data?.pages.flatMap((page) => page.items);
  // Cards turn reserved or sold out, and prices step down, while the shopper looks.
  useLiveStock({ dropIds: [drop.id] });

  return (
    <div className="grid gap-8">
      <header className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <DropStartLine
          dropTime={drop.dropTime}
          itemQuantity={drop.itemQuantity}
          started={started}
          subject="Kolekcja"
          className="text-slate-600"
        />
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {drop.name}
        </h1>
        <p className="max-w-3xl leading-relaxed whitespace-pre-line text-slate-700">
          {drop.description}
        </p>
        <div className="flex flex-wrap gap-1.5">
          {drop.categories.map((category) => (
            <Badge key={category}>{categoryLabels[category]}</Badge>
          ))}
        </div>
      </header>

      {inLobby && (
        <DropLobby dropId={drop.id} dropTime={drop.dropTime} started={started} onAdmitted={admit} />
      )}
      {lobbyRuns && started && admission.admittedUntil !== null && (
        <AdmittedNote until={admission.admittedUntil} />
      )}

      {!started && !inLobby && (
        <section
          aria-labelledby="not-yet-heading"
          className="grid gap-4 rounded-2xl bg-slate-900 p-5 text-white sm:p-8"
        >
          <div className="flex items-start gap-3">
            <Clock className="mt-1 size-6 shrink-0 text-brand-400" aria-hidden="true" />
            <div className="grid gap-1">
              <h2 id="not-yet-heading" className="text-xl font-bold">
                Ta kolekcja nie jest jeszcze dostępna
              </h2>
              <p className="text-slate-300">
                Produkty pojawią się tutaj, gdy odliczanie dobiegnie końca – nie trzeba odświeżać
                strony.
              </p>
              {drop.lobby && <LobbyOpensLine dropTime={drop.dropTime} />}
            </div>
          </div>
          <DropCountdown
            dropTime={drop.dropTime}
            tone="dark"
            className="max-w-xl"
            onEnd={() =>
              void queryClient.invalidateQueries({ queryKey: ['catalogue', 'drop-products'] })
            }
          />
          <DropReminder dropId={drop.id} lobby={drop.lobby} />
          <DropCalendar drop={drop} />
        </section>
      )}
      {!started && viewer !== 'staff' && <DropTeaser dropId={drop.id} />}

      {showProducts && (
        <section aria-labelledby="products-heading" className="grid gap-4">
          <h2 id="products-heading" className="text-xl font-bold text-slate-900">
            Produkty w kolekcji
          </h2>
          {!started && (
            <Alert tone="info">
              <span className="inline-flex items-center gap-1.5">
                <Eye className="size-4" aria-hidden="true" />
                Podgląd dla personelu: klienci zobaczą te produkty po starcie kolekcji.
              </span>
            </Alert>
          )}
          <ProductGrid
            products={items}
            isPending={products.isPending}
            errorText={products.isError ? productsErrorText(products.error) : null}
            emptyText="W tej kolekcji nie ma jeszcze produktów."
            skeletons={SKELETONS}
            infinite={products}
            label={`Produkty z kolekcji ${drop.name}`}
          />
        </section>
      )}
    </div>
  );
}

/** An upcoming drop with a lobby: when its queue opens, and why coming then is enough. */
function LobbyOpensLine({ dropTime }: { dropTime: string }) {
  const { opensBeforeMs } = getRuntimeConfig().lobby;
  const opensAt = new Date(Date.parse(dropTime) - opensBeforeMs);
  return (
    <p className="font-medium text-white">
      Kolejka otworzy się o {formatTime(opensAt)} ({Math.round(opensBeforeMs / 60_000)} min przed
      startem). Wszyscy, którzy dołączą przed startem, zostaną ustawieni w losowej kolejności – nie
      trzeba być najszybszym.
    </p>
  );
}
