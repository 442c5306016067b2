// The lobby of a drop's opening (decision 031), where the products will be: before the start
// „Jesteś w kolejce” with the countdown and the promise of a fair draw; from the start the
// shopper's place, how many are ahead and an estimate, until admitted (the page then shows the
// products, without a reload); „all reserved” when nothing is left, with the place kept for
// pieces that come back. Guests are asked to log in first: with a passkey on the spot, or on the
// login page, coming back here.
import { Link, useLocation } from 'react-router';
import { LogIn, Shuffle, Users } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { PasskeySignIn } from '@/entities/passkey/passkey-sign-in.tsx';
import { useAuth } from '@/lib/auth-store.ts';
import { paths, type LoginRedirectState } from '@/lib/paths.ts';
import { useLobby } from '../hooks/use-lobby.ts';
import { DropCountdown } from './drop-countdown.tsx';

export interface DropLobbyProps {
  dropId: number;
  dropTime: string;
  started: boolean;
  onAdmitted: () => void;
}

/** „około 40 s”, „około 3 min”. */
export function waitText(ms: number): string {
  if (ms < 60_000) return `około ${Math.max(5, Math.round(ms / 5_000) * 5)} s`;
  return `około ${Math.round(ms / 60_000)} min`;
}

export function DropLobby({ dropId, dropTime, started, onAdmitted }: DropLobbyProps) {
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const state = useLobby(dropId, isAuthenticated, onAdmitted);
  const answer = state.kind === 'answer' ? state.answer : null;

  let heading = 'Jesteś w kolejce';
  let body: React.ReactNode;
  if (!isAuthenticated) {
    heading = 'Kolekcja otwiera się z kolejką';
    const from: LoginRedirectState = { from: location.pathname + location.search };
    body = (
      <>
        <p className="text-slate-300">
          Zaloguj się, aby dołączyć do kolejki. Osoby czekające przed startem zostaną ustawione w
          losowej kolejności – nie trzeba być najszybszym.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={paths.login} state={from}>
              <LogIn aria-hidden="true" />
              Zaloguj się i dołącz
            </Link>
          </Button>
          <PasskeySignIn size="md" onSignedIn={() => undefined} />
        </div>
      </>
    );
  } else if (answer?.status === 'CLOSED') {
    heading = answer.message ?? 'Wszystkie produkty z tej kolekcji zostały zarezerwowane';
    body = (
      <p className="text-slate-300">
        {answer.position !== undefined && `Twoje miejsce w kolejce: ${answer.position}. `}
        Jeśli czyjaś rezerwacja wygaśnie, produkty wrócą do sprzedaży i wpuścimy kolejne osoby w tej
        kolejności. Zostań na tej stronie – wpuścimy Cię automatycznie.
      </p>
    );
  } else if (answer?.position !== undefined) {
    body = (
      <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="rounded-xl bg-white/10 p-4">
          <dt className="text-sm text-slate-300">Twoje miejsce</dt>
          <dd className="text-3xl font-extrabold tabular-nums">{answer.position}</dd>
        </div>
        <div className="rounded-xl bg-white/10 p-4">
          <dt className="text-sm text-slate-300">Szacowany czas</dt>
          <dd className="text-xl font-bold">
            {answer.ahead === 0 ? 'za chwilę' : waitText(answer.estimatedWaitMs ?? 0)}
          </dd>
        </div>
        <p className="col-span-2 text-sm text-slate-300">
          {answer.ahead === 0
            ? 'Jesteś następny – za chwilę zobaczysz produkty.'
            : `Przed Tobą: ${answer.ahead}. Wpuszczamy po kolei, dopóki są dostępne produkty. Nie odświeżaj strony.`}
        </p>
      </dl>
    );
  } else {
    body = (
      <p className="flex items-start gap-2 text-slate-300">
        <Shuffle className="mt-0.5 size-4 shrink-0 text-brand-400" aria-hidden="true" />
        {started
          ? 'Losujemy kolejność osób, które czekały przed startem…'
          : 'W chwili otwarcia kolejność osób czekających zostanie wylosowana – nie musisz odświeżać strony ani klikać szybciej od innych.'}
      </p>
    );
  }

  return (
    <section
      aria-labelledby="lobby-heading"
      aria-live="polite"
      className="grid gap-4 rounded-2xl bg-slate-900 p-5 text-white sm:p-8"
    >
      <div className="flex items-start gap-3">
        <Users className="mt-1 size-6 shrink-0 text-brand-400" aria-hidden="true" />
        <h2 id="lobby-heading" className="text-xl font-bold">
          {heading}
        </h2>
      </div>
      {body}
      {state.kind === 'error' && <Alert>{state.message}</Alert>}
      {!started && <DropCountdown dropTime={dropTime} tone="dark" className="max-w-xl" />}
    </section>
  );
}
