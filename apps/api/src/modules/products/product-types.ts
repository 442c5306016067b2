// What the products module's files share: who reads, what a deleted product leaves, and the
// Polish words of its refusals.

export interface Viewer {
  /** Has CREATE_PRODUCT: sees upcoming products and purchase prices. */
  staff: boolean;
}

/** The stored files of a deleted product, for the caller to remove. */
export interface ProductFiles {
  images: string[];
  /** The safety document's URL, null when it had none. */
  document: string | null;
}

export interface ProductImage {
  id: number;
  url: string;
  position: number;
}

export const PRODUCT_NOT_FOUND = 'Nie znaleziono produktu';
/** What GPSR art. 19 c names among the data identifying an offered product. */
export const PICTURE_MISSING = 'zdjęcie produktu';
export const DROP_NOT_FOUND = 'Nie znaleziono kolekcji o podanym identyfikatorze';
