// What a failed login or registration tells the user (exact texts).
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
