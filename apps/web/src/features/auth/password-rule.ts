/** What the server's strength check (zxcvbn, Polish dictionary) wants, said before it refuses. */
export const PASSWORD_RULE =
  'Hasło musi być trudne do odgadnięcia: najlepiej 3–4 słowa albo 12+ znaków z cyframi i znakami. Odrzucamy popularne hasła (np. haslo123), słowa ze słownika i Twój e-mail lub telefon.';
