// 'Złóż reklamację' on a delivered order (withdrawals have their own function,
// withdrawal-dialog.tsx): the shopper chooses the pieces (a quantity for lines of several
// units; pieces already in a return or refunded cannot be chosen), describes the defects
// (checked with the shared schema before sending), may add a photo, and reads the rules first:
// two years from delivery, the goods sent to the return address, the shop's answer within 14
// days of receiving them (docs/returns.md). A refusal shows the server's Polish reason in the
// dialog and changes nothing.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ImagePlus, Info, MessageSquareWarning } from 'lucide-react';
import type { Order } from '@shop/shared/orders';
import {
  COMPLAINT_REMEDIES,
  complaintRemedyLabels,
  COMPLAINT_DESCRIPTION_MIN,
  COMPLAINT_YEARS,
  RETURN_ANSWER_DAYS,
  RETURN_DESCRIPTION_MAX,
  createReturnRequestSchema,
  type ComplaintRemedy,
  type CreateReturnRequestInput,
} from '@shop/shared/returns';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { FieldError, FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useCreateReturn } from '../api/create-return.ts';
import { returnableLines } from '../lib/returnable.ts';
import { LineChoices } from './line-choice.tsx';

/** The image types the API takes for the photo (it checks the bytes itself). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function ReturnRequestButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  // A fresh form for every opening of the dialog.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        variant="outline"
        // Wraps on a narrow phone instead of pushing the order's card wider than the screen.
        className="h-auto min-h-11 w-full py-2 whitespace-normal sm:min-h-10 sm:w-auto"
        onClick={() => {
          setOpening((count) => count + 1);
          setOpen(true);
        }}
      >
        <MessageSquareWarning aria-hidden="true" />
        Złóż reklamację
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <ReturnForm key={opening} order={order} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

const REMEDY_MISSING =
  'Wybierz, czego oczekujesz: naprawy, wymiany, obniżenia ceny albo odstąpienia od umowy';

/** The dialog's fields: the units chosen per order line (absent or 0: not chosen). */
const returnFormSchema = z
  .object({
    units: z.record(z.string(), z.number()),
    description: z.string(),
    // Asked of every complaint made here (the API's field is optional): '' until chosen.
    remedy: z.string(),
    photo: z
      .instanceof(File)
      .nullable()
      .refine(
        (photo) => photo === null || PHOTO_TYPES.includes(photo.type),
        'Dodaj zdjęcie w formacie JPEG, PNG lub WebP',
      ),
  })
  // The request's own rules (docs/returns.md), each shown at its field; and the remedy chosen.
  .superRefine((values, ctx) => {
    if (values.remedy === '') {
      ctx.addIssue({ code: 'custom', path: ['remedy'], message: REMEDY_MISSING });
    }
    for (const issue of createReturnRequestSchema.safeParse(requestOf(values)).error?.issues ??
      []) {
      const field =
        issue.path[0] === 'description' || issue.path[0] === 'remedy' ? issue.path[0] : 'units';
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
    }
  });

type ReturnFormValues = z.infer<typeof returnFormSchema>;

function requestOf({ units, description, remedy }: ReturnFormValues): CreateReturnRequestInput {
  const items = Object.entries(units)
    .map(([orderItemId, quantity]) => ({ orderItemId: Number(orderItemId), quantity }))
    .filter((line) => line.quantity > 0);
  return {
    type: 'COMPLAINT',
    items,
    description,
    remedy: remedy === '' ? undefined : (remedy as ComplaintRemedy),
  };
}

function ReturnForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const create = useCreateReturn(order.id);
  const lines = returnableLines(order);
  // A single piece to complain about is chosen already.
  const open = lines.filter((line) => line.left > 0);
  const only = open.length === 1 && open[0]!.left === 1 ? open[0]! : null;
  const form = useForm<ReturnFormValues>({
    resolver: zodResolver(returnFormSchema),
    defaultValues: {
      units: only ? { [String(only.orderItemId)]: 1 } : {},
      description: '',
      remedy: '',
      photo: null,
    },
  });
  const { errors } = form.formState;
  // The units' error is the whole record's (typed as if it could be a line's, it never is).
  const unitsError = form.getFieldState('units', form.formState).error?.message as
    string | undefined;
  const [units, photo] = useWatch({ control: form.control, name: ['units', 'photo'] });
  const [failure, setFailure] = useState<string | null>(null);
  const formId = `return-${order.id}`;
  const busy = create.isPending;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const request = createReturnRequestSchema.parse(requestOf(values));
      const created = await create.mutateAsync({ request, photo: values.photo });
      toast({
        title: 'Sukces',
        description: created.collection
          ? 'Reklamacja przyjęta. Etykietę zwrotną, opłaconą przez nas, pobierzesz przy zamówieniu — szczegóły wysłaliśmy e-mailem.'
          : 'Reklamacja przyjęta. Szczegóły odesłania towaru na nasz koszt znajdziesz przy zamówieniu i w e-mailu.',
        variant: 'success',
      });
      onDone();
    } catch (error) {
      setFailure(
        isApiError(error, 413)
          ? error.message
          : errorMessage(error, 'Nie udało się wysłać zgłoszenia. Spróbuj ponownie.'),
      );
    }
  });
  /** Fields the form's own inputs do not hold: set, and checked again once it was sent. */
  const revalidate = () => ({ shouldValidate: form.formState.isSubmitted });

  return (
    <DialogContent
      title="Reklamacja"
      description={`Zamówienie nr ${order.id}. Wybierz produkty z wadą i opisz ją.`}
      className="max-w-xl"
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        <fieldset
          className="grid gap-1"
          aria-describedby={unitsError ? `${formId}-items-error` : undefined}
        >
          <legend className="mb-2 text-sm font-medium text-slate-800">Produkty</legend>
          <LineChoices
            order={order}
            lines={lines}
            units={units}
            disabled={busy}
            onChange={(chosen) => form.setValue('units', chosen, revalidate())}
          />
          {unitsError && <FieldError id={`${formId}-items-error`}>{unitsError}</FieldError>}
        </fieldset>

        <FormField
          label="Opis wad"
          hint={`Opisz dokładnie, co jest nie tak i kiedy się to pojawiło (co najmniej ${COMPLAINT_DESCRIPTION_MIN} znaków).`}
          error={errors.description?.message}
        >
          <Textarea
            maxLength={RETURN_DESCRIPTION_MAX}
            rows={3}
            disabled={busy}
            {...form.register('description')}
          />
        </FormField>

        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Czego oczekujesz?</legend>
          {COMPLAINT_REMEDIES.map((remedy) => (
            <label
              key={remedy}
              className="flex min-h-11 items-center gap-2.5 text-sm text-slate-800"
            >
              <input
                type="radio"
                value={remedy}
                disabled={busy}
                className="size-4 accent-brand-700"
                {...form.register('remedy')}
              />
              {complaintRemedyLabels[remedy]}
            </label>
          ))}
          <p className="text-xs text-slate-600">
            Najpierw możesz żądać naprawy albo wymiany. Obniżenia ceny albo odstąpienia od umowy —
            gdy naprawa lub wymiana jest niemożliwa albo się nie udała, albo wada jest tak istotna,
            że uzasadnia je od razu (art. 43d i 43e ustawy o prawach konsumenta). Większość naszych
            produktów to pojedyncze sztuki: wymiana bywa niemożliwa.
          </p>
          {errors.remedy && (
            <FieldError id={`${formId}-remedy-error`}>{errors.remedy.message}</FieldError>
          )}
        </fieldset>

        <PhotoPicker
          photo={photo}
          disabled={busy}
          error={errors.photo?.message}
          onChange={(file) => form.setValue('photo', file, revalidate())}
        />

        <ComplaintRules />
        {failure && <Alert>{failure}</Alert>}
      </form>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Anuluj</Button>
        </DialogClose>
        <Button type="submit" form={formId} loading={busy}>
          Wyślij zgłoszenie
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

/** The rules of a complaint, in short. */
function ComplaintRules() {
  return (
    <div className="flex gap-2.5 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
      <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <ul className="grid gap-1.5">
        <li>Reklamację możesz złożyć przez {COMPLAINT_YEARS} lata od doręczenia.</li>
        <li>Towar odbieramy na nasz koszt: etykietę zwrotną InPost pobierzesz przy zamówieniu.</li>
        <li>
          Odpowiemy w ciągu {RETURN_ANSWER_DAYS} dni od złożenia reklamacji; bez odpowiedzi w tym
          terminie reklamacja jest uznana.
        </li>
      </ul>
    </div>
  );
}

/**
 * The optional photo. The browser's own file button speaks the browser's language, so a Polish
 * one stands in for it (the real input stays, visually hidden, for the keyboard and assistive
 * technology); a small preview shows what was chosen.
 */
function PhotoPicker({
  photo,
  disabled,
  error,
  onChange,
}: {
  photo: File | null;
  disabled: boolean;
  error: string | undefined;
  onChange: (photo: File | null) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <span id={`${id}-label`} className="text-sm leading-none font-medium text-slate-800">
        Zdjęcie (opcjonalnie)
      </span>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        {preview && (
          <img
            src={preview}
            alt=""
            className="size-11 shrink-0 rounded-md border border-slate-200 object-cover"
          />
        )}
        <label
          className={cn(
            buttonClassName({ variant: 'outline', size: 'sm' }),
            'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          <input
            ref={input}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            disabled={disabled}
            className="sr-only"
            aria-labelledby={`${id}-label ${id}-action`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
          <ImagePlus aria-hidden="true" />
          <span id={`${id}-action`}>{photo ? 'Zmień zdjęcie' : 'Dodaj zdjęcie'}</span>
        </label>
        <span className="min-w-0 flex-1 truncate text-sm text-slate-600">
          {photo ? photo.name : 'Nie wybrano zdjęcia'}
        </span>
        {photo && (
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
            }}
          >
            Usuń zdjęcie
          </Button>
        )}
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        JPEG, PNG lub WebP, np. zdjęcie uszkodzenia.
      </p>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
