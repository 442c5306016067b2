// Modal dialogs (Radix: focus moves in, is trapped, and returns on close; Esc closes).
//   <Dialog open={open} onOpenChange={setOpen}>
//     <DialogContent title="Nowy adres" description="...">...<DialogFooter>...</DialogFooter></DialogContent>
//   </Dialog>
// ConfirmDialog asks before something that cannot be undone (e.g. deleting an address).
import type { ComponentProps, ReactNode } from 'react';
import { AlertDialog, Dialog as RadixDialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { Button, buttonClassName } from './button.tsx';

export const Dialog = RadixDialog.Root;
export const DialogClose = RadixDialog.Close;

const overlayClassName =
  'fixed inset-0 z-50 bg-slate-900/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in';
const contentClassName =
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 ' +
  'gap-4 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6 data-[state=open]:animate-dialog-in';

export interface DialogContentProps extends Omit<
  ComponentProps<typeof RadixDialog.Content>,
  'title'
> {
  title: ReactNode;
  description?: ReactNode;
}

export function DialogContent({
  title,
  description,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClassName} />
      <RadixDialog.Content
        className={cn(contentClassName, className)}
        // Without a description Radix warns unless aria-describedby is explicitly unset.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="grid gap-1.5 pr-8">
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">
            {title}
          </RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="text-sm text-slate-600">
              {description}
            </RadixDialog.Description>
          )}
        </div>
        {children}
        <RadixDialog.Close
          className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label="Zamknij"
        >
          <X className="size-5" aria-hidden="true" />
        </RadixDialog.Close>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  loading?: boolean;
  onConfirm: () => void;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Potwierdź',
  cancelLabel = 'Anuluj',
  destructive = false,
  loading = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClassName} />
        <AlertDialog.Content
          className={contentClassName}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">
            {title}
          </AlertDialog.Title>
          {description && (
            <AlertDialog.Description className="text-sm text-slate-600">
              {description}
            </AlertDialog.Description>
          )}
          <DialogFooter>
            <AlertDialog.Cancel className={buttonClassName({ variant: 'outline' })}>
              {cancelLabel}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close before an async confirm finishes. */}
            <Button
              variant={destructive ? 'destructive' : 'primary'}
              loading={loading}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </DialogFooter>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
