// The lines of an order in a withdrawal or complaint: each a checkbox, and how many units when
// the line has more than one left; pieces already in a return or refunded cannot be chosen.
import { useId } from 'react';
import type { Order } from '@shop/shared/orders';
import { ProductThumbnail } from '@/components/product-thumbnail.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { NativeSelect } from '@/components/ui/select.tsx';
import type { ReturnableLine } from '../lib/returnable.ts';

/** The order's lines to choose from; `units` holds the units chosen per order line. */
export function LineChoices({
  order,
  lines,
  units,
  disabled,
  onChange,
}: {
  order: Order;
  lines: readonly ReturnableLine[];
  units: Readonly<Record<number, number>>;
  disabled: boolean;
  onChange: (units: Record<number, number>) => void;
}) {
  return (
    <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-3">
      {lines.map((line) => {
        const item = order.items.find((candidate) => candidate.id === line.orderItemId)!;
        return (
          <LineChoice
            key={line.orderItemId}
            line={line}
            name={item.product.name}
            productId={item.product.id}
            image={item.product.images[0]}
            value={units[line.orderItemId] ?? 0}
            disabled={disabled}
            onChange={(count) => onChange({ ...units, [line.orderItemId]: count })}
          />
        );
      })}
    </ul>
  );
}

/** One line of the order: a checkbox, and how many units when it has more than one left. */
function LineChoice({
  line,
  name,
  productId,
  image,
  value,
  disabled,
  onChange,
}: {
  line: ReturnableLine;
  name: string;
  productId: number;
  image: string | undefined;
  value: number;
  disabled: boolean;
  onChange: (count: number) => void;
}) {
  const id = useId();
  const taken = line.left === 0;
  const hint = taken
    ? 'Już w zgłoszeniu lub zwrócony'
    : line.quantity > 1
      ? `${line.quantity} szt., do zgłoszenia ${line.left} · nr produktu ${productId}`
      : `nr produktu ${productId}`;
  return (
    <li className="flex min-h-14 items-center gap-3 py-2">
      <Checkbox
        id={id}
        aria-describedby={`${id}-hint`}
        checked={value > 0}
        disabled={disabled || taken}
        onCheckedChange={(checked) => onChange(checked === true ? 1 : 0)}
      />
      <ProductThumbnail
        src={image}
        width={40}
        className="size-10 shrink-0 rounded-md border border-slate-200"
      />
      <div className="grid min-w-0 flex-1">
        <label
          htmlFor={id}
          className={
            taken
              ? 'line-clamp-2 text-sm font-medium text-slate-500'
              : 'line-clamp-2 cursor-pointer text-sm font-medium text-slate-900'
          }
        >
          {name}
        </label>
        <span id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </span>
      </div>
      {value > 0 && line.left > 1 && (
        <NativeSelect
          aria-label={`Liczba sztuk: ${name}`}
          className="w-28 shrink-0"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {Array.from({ length: line.left }, (_, index) => (
            <option key={index + 1} value={index + 1}>
              {index + 1} szt.
            </option>
          ))}
        </NativeSelect>
      )}
    </li>
  );
}
