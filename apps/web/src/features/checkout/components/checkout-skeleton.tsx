// What checkout shows while the cart, addresses, invoice details and coupons load.
import { Card } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

export function CheckoutSkeleton() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Ładowanie...</span>
      <Skeleton className="h-9 w-48" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-6">
          {[0, 1].map((i) => (
            <Card key={i} className="grid gap-4 p-5 sm:p-6">
              <Skeleton className="h-6 w-40" />
              <div className="grid gap-3 sm:grid-cols-2">
                <Skeleton className="h-24 rounded-xl" />
                <Skeleton className="h-24 rounded-xl" />
              </div>
            </Card>
          ))}
        </div>
        <Skeleton className="h-80 rounded-2xl" />
      </div>
    </div>
  );
}
