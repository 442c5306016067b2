// /admin/returns (MANAGE_RETURNS): the withdrawals and complaints queue (docs/returns.md). „Otwarte”
// (waiting for the goods or for the shop's answer, nearest deadline first) and „Zamknięte”
// (accepted or rejected); the tab lives in the address (?status=closed), so a reload keeps it.
// Cards on every width: two columns on a wide screen, one on a phone.
import { useSearchParams } from 'react-router';
import { Inbox } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { useAdminReturns, type ReturnQueue } from '../api/get-admin-returns.ts';
import { ReturnCard } from '../components/return-card.tsx';
import { StaffPage } from '../../shell/components/staff-page.tsx';

const empty: Record<ReturnQueue, { title: string; description: string }> = {
  open: {
    title: 'Brak otwartych zgłoszeń',
    description: 'Nowe odstąpienia od umowy i reklamacje klientów pojawią się tutaj.',
  },
  closed: {
    title: 'Brak rozpatrzonych zgłoszeń',
    description: 'Przyjęte i odrzucone zgłoszenia pojawią się tutaj.',
  },
};

export default function ReturnsPage() {
  const [params, setParams] = useSearchParams();
  const queue: ReturnQueue = params.get('status') === 'closed' ? 'closed' : 'open';
  const returns = useAdminReturns(queue);
  // Deadlines are judged against the moment the list was read.
  const now = new Date(returns.dataUpdatedAt);

  return (
    <StaffPage
      title="Zwroty i reklamacje"
      description="Odstąpienia od umowy i reklamacje klientów: terminy, decyzje i zwroty pieniędzy."
      width="wide"
    >
      <Tabs
        value={queue}
        onValueChange={(next) =>
          setParams(next === 'closed' ? { status: next } : {}, { replace: true })
        }
      >
        <TabsList aria-label="Zgłoszenia">
          <TabsTrigger value="open">Otwarte</TabsTrigger>
          <TabsTrigger value="closed">Zamknięte</TabsTrigger>
        </TabsList>
        <TabsContent value={queue}>
          {returns.isPending ? (
            <PageSpinner />
          ) : returns.isError ? (
            <Alert className="items-center">
              <span className="flex flex-wrap items-center gap-3">
                Nie udało się pobrać zgłoszeń.
                <Button variant="outline" size="sm" onClick={() => void returns.refetch()}>
                  Spróbuj ponownie
                </Button>
              </span>
            </Alert>
          ) : returns.data.items.length === 0 ? (
            <EmptyState icon={Inbox} {...empty[queue]} />
          ) : (
            <ul aria-label="Zgłoszenia klientów" className="grid gap-4 lg:grid-cols-2">
              {returns.data.items.map((item) => (
                <li key={item.id} className="grid">
                  <ReturnCard item={item} now={now} />
                </li>
              ))}
            </ul>
          )}
        </TabsContent>
      </Tabs>
    </StaffPage>
  );
}
