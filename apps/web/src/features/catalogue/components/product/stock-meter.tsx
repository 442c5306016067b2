// "Pozostały 3 egzemplarze" with a bar of stock / 10 of the full width, capped at 100 %.
import { stockText } from '@shop/shared/stock-words';
import { cn } from '@/lib/cn.ts';
import { stockBarPercent } from '../../lib/product-rules.ts';

export function StockMeter({ stock }: { stock: number }) {
  const percent = stockBarPercent(stock);
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium text-slate-800">{stockText(stock)}</p>
      <div
        role="meter"
        aria-label="Stan magazynowy"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={stockText(stock)}
        className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full', stock <= 2 ? 'bg-brand-600' : 'bg-emerald-600')}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
