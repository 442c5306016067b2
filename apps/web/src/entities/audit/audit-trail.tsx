// Entries of the audit trail as a list: when (Warsaw), who and from where, what was done to which
// product, drop, coupon, order or return, and each value before and after (money as money, times
// as Warsaw's). Used by "Historia zmian"
// and by the product and order panes for their own trail.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  auditActionLabels,
  auditEntityLabels,
  auditFieldLabels,
  auditValueText,
  type AuditEntity,
  type AuditEntry,
} from '@shop/shared/audit';
import { formatDateTime } from '@shop/shared/warsaw-time';
import { Button } from '@/components/ui/button.tsx';
import { paths } from '@/lib/paths.ts';
import { useAuditTrail, type AuditFilter } from './api.ts';

/** „Produkt „Lampa””, „Zamówienie #12”: by name where the server gave one, linked where it can be. */
function subject(entry: AuditEntry): ReactNode {
  const label = auditEntityLabels[entry.entity as AuditEntity] ?? entry.entity;
  const id = Number(entry.entityId);
  const named = entry.entityName ? `${label} „${entry.entityName}”` : `${label} ${entry.entityId}`;
  const link = (to: string, text: string) => (
    <Link to={to} className="font-medium text-brand-700 hover:underline">
      {text}
    </Link>
  );
  if (entry.entity === 'product') return link(paths.adminEditProduct(id), named);
  if (entry.entity === 'drop') return link(paths.adminEditDrop(id), named);
  if (entry.entity === 'order')
    return link(paths.adminOrdersSearch(id), `${label} #${entry.entityId}`);
  if (entry.entity === 'return') return `${label} nr ${entry.entityId}`;
  return entry.entityName ? named : `${label} ${entry.entityId}`;
}

function EntryItem({ entry }: { entry: AuditEntry }) {
  return (
    <li className="grid gap-1.5 px-4 py-3" data-testid="audit-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-slate-900">
          <span className="font-semibold">{auditActionLabels[entry.action] ?? entry.action}</span>
          {' · '}
          {subject(entry)}
        </p>
        <p className="text-xs text-slate-500">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </p>
      </div>
      <p className="text-xs text-slate-600">
        {entry.staffEmail}
        {entry.clientAddress ? ` · adres ${entry.clientAddress}` : ''}
      </p>
      {entry.changes.length > 0 && (
        <ul className="grid gap-0.5 text-sm text-slate-700">
          {entry.changes.map((change) => (
            <li key={change.field} className="break-words">
              {auditFieldLabels[change.field] ?? change.field}:{' '}
              <span className="text-slate-500">{auditValueText(change.field, change.old)}</span> →{' '}
              <span className="font-medium text-slate-900">
                {auditValueText(change.field, change.new)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {entry.note && <p className="text-sm text-slate-600">{entry.note}</p>}
    </li>
  );
}

export function AuditTrail({ filter, count }: { filter: AuditFilter; count?: number }) {
  const trail = useAuditTrail(filter, count);
  const entries = trail.data?.pages.flatMap((page) => page.items) ?? [];
  if (trail.isLoading) return <p className="text-sm text-slate-600">Wczytywanie historii…</p>;
  if (trail.isError)
    return <p className="text-sm text-red-700">Nie udało się pobrać historii zmian.</p>;
  if (entries.length === 0) return <p className="text-sm text-slate-600">Brak wpisów.</p>;
  return (
    <div className="grid gap-3">
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {entries.map((entry) => (
          <EntryItem key={entry.id} entry={entry} />
        ))}
      </ul>
      {trail.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          loading={trail.isFetchingNextPage}
          onClick={() => void trail.fetchNextPage()}
        >
          Starsze wpisy
        </Button>
      )}
    </div>
  );
}
