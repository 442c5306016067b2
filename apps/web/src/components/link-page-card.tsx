// The small centred card an e-mail link's page is (newsletter confirmation and unsubscribing,
// the drop reminder's confirmation): an icon, the page's own heading and what the link did.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card.tsx';

export function LinkPageCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <Card>
        <CardHeader>
          <span className="mb-2 flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
        </CardHeader>
        <CardContent className="grid gap-4">{children}</CardContent>
      </Card>
    </div>
  );
}
