// One label/amount line of a money summary (cart, checkout): a <dt>/<dd> pair for a <dl>.
export function SummaryRow({
  label,
  value,
  muted,
}: {
  label: string;
  value: string;
  muted?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className={muted ? 'text-slate-500' : 'text-slate-600'}>{label}</dt>
      <dd
        className={
          muted ? 'text-slate-500 tabular-nums' : 'font-medium text-slate-900 tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}
