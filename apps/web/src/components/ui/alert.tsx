// An inline message box, e.g. the error a whole form failed with ('Zły email lub hasło').
// Errors are announced at once (role=alert), other tones politely (role=status).
import type { ComponentProps } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import { cn } from '@/lib/cn.ts';

const tones = {
  error: { icon: CircleAlert, className: 'border-red-200 bg-red-50 text-red-700' },
  success: { icon: CircleCheck, className: 'border-green-200 bg-green-50 text-green-800' },
  info: { icon: Info, className: 'border-blue-200 bg-blue-50 text-blue-800' },
} as const;

export function Alert({
  tone = 'error',
  className,
  children,
  ...props
}: ComponentProps<'div'> & { tone?: keyof typeof tones }) {
  const { icon: Icon, className: toneClassName } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm font-medium',
        toneClassName,
        className,
      )}
      {...props}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
