// What a failed login, registration or password reset tells the user (exact texts).
import { ApiError } from '@/lib/api-client.ts';

export function loginErrorMessage(error: unknown): string {
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return clientError ? 'Zły email lub hasło' : 'Błąd, spróbuj ponownie później';
}

export function registerErrorMessage(error: unknown): string {
  const code = error instanceof ApiError ? error.code : null;
  if (code === 'PasswordTooWeakException') return 'Hasło jest zbyt słabe, spróbuj ponownie';
  if (code === 'AuthUserAlreadyExistsException') {
    return 'Użytkownik o podanym adresie email już istnieje, zaloguj się';
  }
  return 'Błąd rejestracji, spróbuj ponownie później';
}

/** Asking for a reset link: the server's own message for bad input or too many requests. */
export function resetRequestErrorMessage(error: unknown): string {
  const answered = error instanceof ApiError && (error.status === 400 || error.status === 429);
  return answered ? error.message : 'Błąd, spróbuj ponownie później';
}

/** Setting the new password: a weak password, a dead link, or something else. */
export function resetConfirmErrorMessage(error: unknown): string {
  const code = error instanceof ApiError ? error.code : null;
  if (code === 'PasswordTooWeakException') return 'Hasło jest zbyt słabe, spróbuj ponownie';
  if (code === 'ResetLinkInvalidException') return 'Link wygasł lub został już użyty';
  return 'Błąd zmiany hasła, spróbuj ponownie później';
}
