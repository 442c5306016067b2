// The hint under a new password field: the rule before anything is typed, then the server's
// verdict as the shopper types — a four-step meter, whether it is strong enough, and, when it is
// not, why and what to do (zxcvbn's Polish feedback). The form still refuses a weak password on
// its own; this says so before the button is pressed.
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULE,
  type PasswordCheckRequest,
} from '@shop/shared/accounts';
import { cn } from '@/lib/cn.ts';
import { usePasswordCheck } from './api.ts';

const STEPS = [1, 2, 3, 4];

export function PasswordHint(input: PasswordCheckRequest) {
  const check = usePasswordCheck(input);
  if (input.password.length > PASSWORD_MAX_LENGTH) {
    return (
      <span
        aria-live="polite"
        className="font-medium text-amber-800"
        data-testid="password-strength"
      >
        Hasło może mieć najwyżej {PASSWORD_MAX_LENGTH} znaków
      </span>
    );
  }
  const verdict = input.password === '' ? undefined : check.data;
  if (!verdict) return <>{PASSWORD_RULE}</>;
  const advice = verdict.strong
    ? []
    : [verdict.warning ?? 'Hasło jest jeszcze za łatwe do odgadnięcia.', ...verdict.suggestions];
  return (
    <span className="grid gap-1.5" data-testid="password-strength">
      <span className="flex gap-1" aria-hidden="true">
        {STEPS.map((step) => (
          <span
            key={step}
            className={cn(
              'h-1.5 flex-1 rounded-full bg-slate-200',
              step <= verdict.score && (verdict.strong ? 'bg-emerald-600' : 'bg-amber-500'),
            )}
          />
        ))}
      </span>
      <span aria-live="polite" className="grid gap-0.5">
        <span className={cn('font-medium', verdict.strong ? 'text-emerald-700' : 'text-amber-800')}>
          {verdict.strong ? 'Hasło jest wystarczająco silne' : 'Hasło jest za słabe'}
        </span>
        {advice.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </span>
    </span>
  );
}
