// 'Odstąp od umowy / Złóż reklamację' on a shipped or delivered order: the shopper chooses a
// withdrawal or a complaint, the pieces (a quantity for lines of several units; pieces already
// in a return or refunded cannot be chosen), describes the defects (required for a complaint,
// checked with the shared schema before sending), may add a photo, and reads the rules first:
// 14 days from delivery to withdraw (consumers only), goods sent back at the buyer's cost, the
// shop's answer within 14 days of receiving them (docs/returns.md). A refusal shows the
// server's Polish reason in the dialog and changes nothing.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { ImagePlus, Info, Undo2 } from 'lucide-react';
import type { Order } from '@shop/shared/orders';
import {
  COMPLAINT_DESCRIPTION_MIN,
  COMPLAINT_YEARS,
  RETURN_ANSWER_DAYS,
  RETURN_DESCRIPTION_MAX,
  RETURN_SHIP_DAYS,
  WITHDRAWAL_DAYS,
  createReturnRequestSchema,
  returnTypeLabels,
  type ReturnType,
} from '@shop/shared/returns';
import { ProductThumbnail } from '@/components/product-thumbnail.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClassName } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { FieldError, FormField } from '@/components/ui/form-field.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { RadioCard } from '@/components/ui/radio-card.tsx';
import { NativeSelect } from '@/components/ui/select.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { cn } from '@/lib/cn.ts';
import { useCreateReturn } from '../api/create-return.ts';
import { returnableLines, type ReturnableLine } from '../lib/returnable.ts';
import { formatDay } from '@shop/shared/warsaw-time';

/** The image types the API takes for the photo (it checks the bytes itself). */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** An order with invoice details carrying a NIP was bought for a business. */
const isBusinessOrder = (order: Order) => Boolean(order.invoiceDetails?.taxId);

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
        <Undo2 aria-hidden="true" />
        Odstąp od umowy / Złóż reklamację
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <ReturnForm key={opening} order={order} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

interface FormErrors {
  items?: string;
  description?: string;
  photo?: string;
  form?: string;
}

function ReturnForm({ order, onDone }: { order: Order; onDone: () => void }) {
  const create = useCreateReturn(order.id);
  const lines = returnableLines(order);
  const business = isBusinessOrder(order);
  // A complaint comes after delivery. A delivered business order, or one past its 14 days,
  // starts at a complaint (withdrawal stays choosable: the server says why it is refused).
  const delivered = order.status === 'DELIVERED';
  const [type, setType] = useState<ReturnType>(() =>
    delivered &&
    (business ||
      (order.withdrawalUntil !== null && new Date(order.withdrawalUntil).getTime() < Date.now()))
      ? 'COMPLAINT'
      : 'WITHDRAWAL',
  );
  // Units chosen per line (absent or 0: not chosen).
  const [units, setUnits] = useState<Record<number, number>>({});
  const [description, setDescription] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const formId = `return-${order.id}`;
  const busy = create.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const items = lines
      .map((line) => ({ orderItemId: line.orderItemId, quantity: units[line.orderItemId] ?? 0 }))
      .filter((line) => line.quantity > 0);
    const parsed = createReturnRequestSchema.safeParse({ type, items, description });
    const found: FormErrors = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field =
        issue.path[0] === 'items' || issue.path[0] === 'description' ? issue.path[0] : 'form';
      found[field] ??= issue.message;
    }
    if (photo && !PHOTO_TYPES.includes(photo.type)) {
      found.photo = 'Dodaj zdjęcie w formacie JPEG, PNG lub WebP';
    }
    setErrors(found);
    if (!parsed.success || found.photo) return;
    try {
      const created = await create.mutateAsync({ request: parsed.data, photo });
      toast({
        title: 'Sukces',
        description: `${returnTypeLabels[created.type]}: zgłoszenie przyjęte. Odeślij towar do ${formatDay(created.shipBy)} — szczegóły wysłaliśmy e-mailem.`,
        variant: 'success',
      });
      onDone();
    } catch (failure) {
      setErrors({
        form: isApiError(failure, 413)
          ? failure.message
          : errorMessage(failure, 'Nie udało się wysłać zgłoszenia. Spróbuj ponownie.'),
      });
    }
  }

  const complaint = type === 'COMPLAINT';
  return (
    <DialogContent
      title="Odstąpienie od umowy lub reklamacja"
      description={`Zamówienie nr ${order.id}. Wybierz rodzaj zgłoszenia i produkty, których dotyczy.`}
      className="max-w-xl"
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="grid gap-5">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-slate-800">Rodzaj zgłoszenia</legend>
          <RadioCard
            name={`${formId}-type`}
            value="WITHDRAWAL"
            checked={type === 'WITHDRAWAL'}
            onSelect={() => setType('WITHDRAWAL')}
            disabled={busy}
            title={returnTypeLabels.WITHDRAWAL}
          >
            Rezygnujesz z zakupu bez podawania przyczyny i odsyłasz towar.
          </RadioCard>
          <RadioCard
            name={`${formId}-type`}
            value="COMPLAINT"
            checked={complaint}
            onSelect={() => setType('COMPLAINT')}
            disabled={busy || !delivered}
            title={returnTypeLabels.COMPLAINT}
          >
            {delivered
              ? 'Towar ma wadę: opisz ją, a my naprawimy problem albo zwrócimy pieniądze.'
              : 'Reklamację złożysz po doręczeniu zamówienia.'}
          </RadioCard>
        </fieldset>

        <fieldset
          className="grid gap-1"
          aria-describedby={errors.items ? `${formId}-items-error` : undefined}
        >
          <legend className="mb-2 text-sm font-medium text-slate-800">Produkty</legend>
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
                  disabled={busy}
                  onChange={(count) => {
                    setUnits({ ...units, [line.orderItemId]: count });
                    setErrors((current) => ({ ...current, items: undefined }));
                  }}
                />
              );
            })}
          </ul>
          {errors.items && <FieldError id={`${formId}-items-error`}>{errors.items}</FieldError>}
        </fieldset>

        <FormField
          label={complaint ? 'Opis wad' : 'Uwagi (opcjonalnie)'}
          hint={
            complaint
              ? `Opisz dokładnie, co jest nie tak i kiedy się to pojawiło (co najmniej ${COMPLAINT_DESCRIPTION_MIN} znaków).`
              : 'Możesz napisać, dlaczego rezygnujesz — nie musisz.'
          }
          error={errors.description}
        >
          <Textarea
            value={description}
            maxLength={RETURN_DESCRIPTION_MAX}
            rows={3}
            disabled={busy}
            onChange={(event) => {
              setDescription(event.target.value);
              setErrors((current) => ({ ...current, description: undefined }));
            }}
          />
        </FormField>

        <PhotoPicker
          photo={photo}
          disabled={busy}
          error={errors.photo}
          onChange={(file) => {
            setPhoto(file);
            setErrors((current) => ({ ...current, photo: undefined }));
          }}
        />

        <ReturnRules order={order} business={business} />
        {errors.form && <Alert>{errors.form}</Alert>}
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

/** The rules the shopper agrees to, in short. */
function ReturnRules({ order, business }: { order: Order; business: boolean }) {
  const withdrawal = order.withdrawalUntil
    ? `Na odstąpienie od umowy masz ${WITHDRAWAL_DAYS} dni od doręczenia: do ${formatDay(order.withdrawalUntil)}.`
    : business
      ? 'Prawo odstąpienia od umowy przysługuje konsumentom. To zamówienie ma dane do faktury z NIP, więc możesz złożyć reklamację.'
      : `Na odstąpienie od umowy masz ${WITHDRAWAL_DAYS} dni od doręczenia zamówienia.`;
  return (
    <div className="flex gap-2.5 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
      <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <ul className="grid gap-1.5">
        <li>{withdrawal}</li>
        <li>Reklamację możesz złożyć przez {COMPLAINT_YEARS} lata od doręczenia.</li>
        <li>
          Towar odsyłasz w ciągu {RETURN_SHIP_DAYS} dni od zgłoszenia — adres do zwrotu dostaniesz
          e-mailem. Przy odstąpieniu od umowy koszt odesłania ponosisz Ty.
        </li>
        <li>Odpowiemy w ciągu {RETURN_ANSWER_DAYS} dni od otrzymania towaru.</li>
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
