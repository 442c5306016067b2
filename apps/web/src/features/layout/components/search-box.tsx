// The global search box: submit is disabled below 3 characters and goes to /search?term=...
// On the results page it shows the current term.
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { fieldClassName } from '@/components/ui/input.tsx';
import { cn } from '@/lib/cn.ts';
import { paths } from '@/lib/paths.ts';

export const SEARCH_MIN_LENGTH = 3;

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
  const trimmed = term.trim();
  const canSubmit = trimmed.length >= SEARCH_MIN_LENGTH;

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
          type="search"
          name="term"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={`Szukaj (min. ${SEARCH_MIN_LENGTH} znaki)`}
          aria-label="Szukaj produktów"
          enterKeyHint="search"
          autoComplete="off"
          className={cn(fieldClassName, 'h-10 bg-slate-50 pl-9')}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={!canSubmit} aria-label="Szukaj">
        <Search aria-hidden="true" className="sm:hidden" />
        <span className="hidden sm:inline">Szukaj</span>
      </Button>
    </form>
  );
}
