// One withdrawal or complaint in the staff queue (docs/returns.md): type, the order (a link to it
// on /admin/orders), the buyer's e-mail, the pieces, when it came, the deadline that applies now
// (red when the answer is due within two days or late), the description, the photo, and the
// decision once made, or the actions while it is open.
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Clock, ImageIcon } from 'lucide-react';
import { returnTypeLabels, type AdminReturn, complaintRemedyLabels } from '@shop/shared/returns';
import { ReturnStatusBadge } from '@/components/return-status-badge.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { getReturnPhoto } from '../api/get-return-photo.ts';
import { refundDeadlineText, returnDeadlineText } from '../lib/return-texts.ts';
import { ReturnActions } from './return-decisions.tsx';
import { formatDateTime } from '@shop/shared/warsaw-time';
import { customerName } from '@shop/shared/accounts';

export function ReturnCard({ item, now }: { item: AdminReturn; now: Date }) {
  const titleId = `return-${item.id}-title`;
  const deadline = returnDeadlineText(item, now);
  const refundDeadline = refundDeadlineText(item, now);
  const open = item.status === 'REQUESTED' || item.status === 'RECEIVED';
  return (
    <article
      aria-labelledby={titleId}
      className="grid content-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 id={titleId} className="font-semibold text-slate-900">
            {returnTypeLabels[item.type]} —{' '}
            <Link
              to={paths.adminOrdersSearch(item.orderId)}
              className="text-brand-700 underline-offset-4 hover:underline"
            >
              zamówienie #{item.orderId}
            </Link>
          </h2>
          <p className="truncate text-sm text-slate-600">{customerName(item.customerEmail)}</p>
        </div>
        <ReturnStatusBadge item={item} />
      </div>

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="grid gap-0.5">
          <dt className="text-slate-500">Produkty</dt>
          <dd>
            <ul className="grid gap-0.5 text-slate-900">
              {item.items.map((line) => (
                <li key={line.orderItemId}>
                  {line.productName} × {line.quantity}
                  <span className="whitespace-nowrap text-slate-500"> · nr {line.productId}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div className="grid content-start gap-0.5">
          <dt className="text-slate-500">Zgłoszone</dt>
          <dd className="text-slate-900 tabular-nums">{formatDateTime(item.createdAt)}</dd>
        </div>
      </dl>

      {[deadline, refundDeadline].map(
        (line) =>
          line && (
            <p
              key={line.text}
              className={cn(
                'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium',
                line.urgent
                  ? 'bg-red-50 text-red-700 ring-1 ring-red-200 ring-inset'
                  : 'bg-slate-50 text-slate-800',
              )}
            >
              <Clock className="size-4 shrink-0" aria-hidden="true" />
              {line.text}
            </p>
          ),
      )}

      {item.remedy && (
        <div className="grid gap-0.5 text-sm">
          <p className="text-slate-500">Klient żąda</p>
          <p className="font-medium text-slate-900">{complaintRemedyLabels[item.remedy]}</p>
        </div>
      )}
      {item.description && (
        <div className="grid gap-0.5 text-sm">
          <p className="text-slate-500">{item.type === 'COMPLAINT' ? 'Opis wad' : 'Uwagi'}</p>
          <p className="whitespace-pre-line text-slate-900 wrap-anywhere">{item.description}</p>
        </div>
      )}
      {item.hasPhoto && <PhotoButton item={item} />}

      {item.status === 'ACCEPTED' && (
        <p className="text-sm text-slate-800">
          Przyjęte {item.decidedAt ? formatDateTime(item.decidedAt) : ''} ·{' '}
          {item.refundId === null
            ? 'bez nowego zwrotu pieniędzy (sztuki zwrócone wcześniej)'
            : 'zwrot pieniędzy zlecony'}
        </p>
      )}
      {item.status === 'REJECTED' && (
        <p className="text-sm text-slate-800 wrap-anywhere">
          Odrzucone {item.decidedAt ? formatDateTime(item.decidedAt) : ''} · Powód:{' '}
          {item.rejectionReason}
        </p>
      )}
      {open && <ReturnActions item={item} />}
    </article>
  );
}

/** 'Zobacz zdjęcie': the photo needs the session's token, so it is fetched and shown here. */
function PhotoButton({ item }: { item: AdminReturn }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="link"
        className="min-h-11 justify-self-start sm:min-h-0"
        onClick={() => setOpen(true)}
      >
        <ImageIcon aria-hidden="true" />
        Zobacz zdjęcie
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && (
          <DialogContent title={`Zdjęcie — zamówienie #${item.orderId}`} className="max-w-2xl">
            <Photo returnId={item.id} />
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}

function Photo({ returnId }: { returnId: number }) {
  const photo = useQuery({
    queryKey: ['staff', 'return-photo', returnId],
    queryFn: () => getReturnPhoto(returnId),
    staleTime: Infinity,
  });
  const url = useMemo(() => (photo.data ? URL.createObjectURL(photo.data) : null), [photo.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (photo.isError) return <Alert>Nie udało się pobrać zdjęcia.</Alert>;
  if (!url) {
    return (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  }
  return (
    <img
      src={url}
      alt="Zdjęcie dołączone przez klienta"
      className="max-h-[70dvh] w-full rounded-lg object-contain"
    />
  );
}
