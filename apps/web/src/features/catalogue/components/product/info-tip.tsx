// An (i) button explaining a price: the shared tooltip, which also opens on a tap, since phones
// have no hover.
import { useState, type ReactNode } from 'react';
import { Info } from 'lucide-react';
import { Tooltip } from '@/components/ui/tooltip.tsx';

export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Tooltip content={children} open={open} onOpenChange={setOpen}>
      <button
        type="button"
        aria-label={label}
        onClick={() => setOpen(true)}
        className="-m-2.5 inline-flex size-11 items-center justify-center rounded-full text-slate-500 sm:m-0 sm:size-6 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Info className="size-4" aria-hidden="true" />
      </button>
    </Tooltip>
  );
}
