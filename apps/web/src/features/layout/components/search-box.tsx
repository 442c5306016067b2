// The global search box: submit is disabled below 3 characters, and one or two typed characters
// get the reason beneath the field; a search goes to /search?term=... On the results page the
// field shows the current term.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { SEARCH_TERM_MIN_LENGTH, SEARCH_TERM_TOO_SHORT } from '@shop/shared/catalogue';
import { Button } from '@/components/ui/button.tsx';
import { fieldClassName } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration.ts';

export function SearchBox({ className }: { className?: string }) {
  const location = useLocation();
  const onResultsPage = location.pathname === paths.search();
  const currentTerm = onResultsPage ? (new URLSearchParams(location.search).get('term') ?? '') : '';
  // Re-mounting on a new results URL resets the field to that URL's term.
  return (
    <SearchForm
      key={onResultsPage ? location.search : ''}
      initial={currentTerm}
      className={className}
    />
  );
}

function SearchForm({ initial, className }: { initial: string; className?: string }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState(initial);
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, setTerm);
  const trimmed = term.trim();
  const canSubmit = trimmed.length >= SEARCH_TERM_MIN_LENGTH;
  const tooShort = trimmed.length > 0 && !canSubmit;
  const hintId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSubmit) void navigate(paths.search(trimmed));
  }

  return (
    <form role="search" onSubmit={submit} className={cn('flex gap-2', className)}>
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          ref={field}
          type="search"
          name="term"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={`Szukaj (min. ${SEARCH_TERM_MIN_LENGTH} znaki)`}
          aria-label="Szukaj produktów"
          aria-describedby={tooShort ? hintId : undefined}
          enterKeyHint="search"
          autoComplete="off"
          className={cn(fieldClassName, 'h-11 bg-slate-50 pl-9 sm:h-10')}
        />
        <p
          id={hintId}
          role="status"
          className={cn(
            'absolute top-full left-0 z-50 mt-1.5 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg',
            !tooShort && 'sr-only',
          )}
        >
          {tooShort ? SEARCH_TERM_TOO_SHORT : ''}
        </p>
      </div>
      <Button type="submit" variant="secondary" disabled={!canSubmit} aria-label="Szukaj">
        <Search aria-hidden="true" className="sm:hidden" />
        <span className="hidden sm:inline">Szukaj</span>
      </Button>
    </form>
  );
}
