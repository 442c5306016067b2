// The number of pieces in the cart, for the header's Koszyk link (nothing when it is empty).
import { cn } from '@/lib/cn.ts';
import { useCartCount } from '../hooks/use-cart.ts';

export function CartCountBadge({ className }: { className?: string }) {
  const count = useCartCount();
  if (count === 0) return null;
  return (
    <span
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> szt. w koszyku</span>
    </span>
  );
}
