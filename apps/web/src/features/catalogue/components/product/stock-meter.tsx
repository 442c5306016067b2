// "Pozostały 3 egzemplarze" with a bar of stock / 10 of the full width, capped at 100 %. When the
// only pieces left are held by unpaid orders, it says so and shows them as an amber share: they
// are not gone, they may come back.
import type { Product } from '@shop/shared/catalogue';
import { plural, stockText } from '@shop/shared/stock-words';
import { cn } from '@/lib/cn.ts';
import { stockBarPercent } from '../../lib/product-rules.ts';

type StockMeterProps = Pick<Product, 'stock' | 'reserved' | 'status'>;

function meterText({ stock, reserved, status }: StockMeterProps): string {
  if (status !== 'RESERVED') return stockText(stock);
  const held = plural(reserved, ['zarezerwowany', 'zarezerwowane', 'zarezerwowanych']);
  return `Brak wolnych egzemplarzy – ${reserved} ${held}`;
}

export function StockMeter(props: StockMeterProps) {
  const { stock, reserved, status } = props;
  const percent = stockBarPercent(stock);
  const heldPercent = status === 'RESERVED' ? stockBarPercent(reserved) : 0;
  const text = meterText(props);
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium text-slate-800">{text}</p>
      <div
        role="meter"
        aria-label="Stan magazynowy"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="flex h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full', stock <= 2 ? 'bg-brand-600' : 'bg-emerald-600')}
          style={{ width: `${percent}%` }}
        />
        {heldPercent > 0 && (
          <div className="h-full rounded-full bg-amber-400" style={{ width: `${heldPercent}%` }} />
        )}
      </div>
    </div>
  );
}
