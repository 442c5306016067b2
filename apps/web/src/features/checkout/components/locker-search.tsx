// The parcel locker without InPost's map: a search by locker code, postal code, town or street
// that lists InPost's lockers with their addresses, started from the delivery address's postal
// code; the one of the shopper's last order is offered first. Only a locker InPost knows can be chosen (the server checks the order too).
// While InPost's search is down, the code can be typed in.
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import type { ParcelLocker } from '@shop/shared/parcel-lockers';
import { Button } from '@/components/ui/button.tsx';
import { FieldError, FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { RadioCard } from '@/components/ui/radio-card.tsx';
import { errorMessage, isApiError } from '@/lib/api-client.ts';
import { parcelLockersQuery } from '../api/parcel-lockers.ts';
import type { LockerValue } from '../lib/checkout-rules.ts';

export interface LockerSearchProps {
  locker: LockerValue;
  onLockerChange: (locker: LockerValue) => void;
  /** What is wrong with the choice, when the shopper should see it. */
  error: string | null;
  /** The plain code field, for when the search cannot be used. */
  typedCode: ReactNode;
  /** Searched at once: the delivery address's postal code, when it has one. */
  startFrom: string | null;
}

const chosen = (locker: ParcelLocker): LockerValue => ({ id: locker.id, address: locker.address });

export function LockerSearch({
  locker,
  onLockerChange,
  error,
  typedCode,
  startFrom,
}: LockerSearchProps) {
  const [text, setText] = useState(startFrom ?? '');
  const [asked, setAsked] = useState<string | null>(startFrom);
  const [tooShort, setTooShort] = useState(false);
  const last = useQuery(parcelLockersQuery(null));
  const found = useQuery({ ...parcelLockersQuery(asked), enabled: asked !== null });

  const unavailable = [last.error, found.error].some((e) => isApiError(e, 503));
  if (unavailable) {
    return (
      <div className="grid gap-3">
        <p role="status" className="text-sm text-amber-800">
          {(isApiError(found.error, 503) ? found.error : last.error)?.message}
        </p>
        {typedCode}
      </div>
    );
  }

  function search() {
    const q = text.trim();
    setTooShort(q.length < 2);
    if (q.length >= 2) setAsked(q);
  }
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter searches here; it must not submit the shipping step around it.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    search();
  };

  const lastUsed = last.data?.lastUsed ?? null;
  const results = (found.data?.items ?? []).filter((item) => item.id !== lastUsed?.id);
  const options = [...(lastUsed ? [{ ...lastUsed, last: true }] : []), ...results];

  return (
    <div className="grid gap-3">
      <div className="flex items-end gap-2">
        <FormField label="Znajdź paczkomat" className="min-w-0 flex-1">
          <Input
            type="search"
            value={text}
            placeholder="np. Kraków Długa"
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby="locker-search-hint"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </FormField>
        <Button type="button" variant="outline" loading={found.isFetching} onClick={search}>
          <Search aria-hidden="true" />
          Szukaj
        </Button>
      </div>
      {tooShort ? (
        <FieldError id="locker-search-hint">Wpisz co najmniej 2 znaki</FieldError>
      ) : (
        <p id="locker-search-hint" className="-mt-1.5 text-xs text-slate-500">
          Kod paczkomatu (np. KRA010), kod pocztowy, miejscowość lub ulica z miejscowością.
        </p>
      )}
      {found.isError && !unavailable && (
        <FieldError>{errorMessage(found.error, 'Nie udało się wyszukać paczkomatów')}</FieldError>
      )}
      {asked !== null && found.isSuccess && results.length === 0 && (
        <p role="status" className="text-sm text-slate-700">
          Nie znaleźliśmy paczkomatu dla „{asked}”. Sprawdź kod albo wpisz miejscowość lub ulicę.
        </p>
      )}
      {options.length > 0 && (
        <div role="radiogroup" aria-label="Paczkomaty" className="grid gap-2">
          {options.map((option) => (
            <RadioCard
              key={option.id}
              name="parcelLocker"
              value={option.id}
              checked={locker.id === option.id}
              onSelect={() => onLockerChange(chosen(option))}
              title={option.id}
              aside={'last' in option ? 'Ostatnio wybrany' : undefined}
            >
              {option.address}
              {option.description && (
                <span className="block text-xs text-slate-500">{option.description}</span>
              )}
            </RadioCard>
          ))}
        </div>
      )}
      {locker.id && locker.address ? (
        <p className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900 ring-1 ring-green-200 ring-inset">
          Wybrany paczkomat: <strong>{locker.id}</strong>, {locker.address}
        </p>
      ) : (
        error && <FieldError>{error}</FieldError>
      )}
    </div>
  );
}
