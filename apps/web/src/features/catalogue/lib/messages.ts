// The storefront's error and empty texts, fixed texts the tests check word for word.
export const NO_UPCOMING_DROPS = 'Nie znaleziono nadchodzących kolekcji!';
export const NEXT_DROP_ERROR = 'Błąd w ładowaniu nadchodzących kolekcji! Spróbuj ponownie później';
export const DROPS_ERROR = 'Błąd w ładowaniu kolekcji...';
export const DROP_NOT_FOUND = 'Nie znaleziono kolekcji';
export const INVALID_DROP_URL = 'Nieprawidłowy adres kolekcji';

export const LATEST_ERROR = 'Nie udało się załadować przedmiotów z ostatniej kolekcji';
export const LATEST_EMPTY = 'Brak dostępnych przedmiotów z ostatniej kolekcji.';

export const PRODUCT_LOADING = 'Ładowanie...';
export const PRODUCT_ERROR = 'Wystąpił błąd przy ładowaniu produktu';
export const PRODUCT_NOT_FOUND = 'Nie znaleziono produktu';
export const PRODUCT_ID_REQUIRED = 'Brak identyfikatora produktu w adresie';
export const PRODUCT_UNAVAILABLE = 'Produkt niedostępny';
/** The add-to-cart button of a product whose last pieces wait for another shopper's payment. */
export const PRODUCT_RESERVED = 'Produkt zarezerwowany';

/** A product list that failed to load ('Nie udało się wczytać produktów: ...'). */
export function productsErrorText(error: unknown): string {
  const reason = error instanceof Error ? error.message : String(error);
  return `Nie udało się wczytać produktów: ${reason}`;
}
