import { describe, expect, it } from 'vitest';
import {
  categoryProductsQuerySchema,
  createDropInputSchema,
  createProductInputSchema,
  searchProductsQuerySchema,
  updateProductInputSchema,
} from './catalogue.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('drop form', () => {
  const valid = {
    name: '  Lato  ',
    shortDescription: ' Krótko ',
    description: ' Opis ',
    categories: ['SPORT', 'SPORT', 'TOYS'],
    dropTime: '2026-06-01T10:00:00.000Z',
  };
  it('trims values and removes repeated categories', () => {
    expect(createDropInputSchema.parse(valid)).toEqual({
      name: 'Lato',
      shortDescription: 'Krótko',
      description: 'Opis',
      categories: ['SPORT', 'TOYS'],
      dropTime: '2026-06-01T10:00:00.000Z',
    });
  });
  it.each([
    [{ name: '   ' }, 'Nazwa jest wymagana'],
    [{ name: undefined }, 'Nazwa jest wymagana'],
    [{ shortDescription: '' }, 'Krótki opis jest wymagany'],
    [{ description: ' \n ' }, 'Opis jest wymagany'],
    [{ categories: [] }, 'Wybierz co najmniej jedną kategorię'],
    [{ categories: undefined }, 'Wybierz co najmniej jedną kategorię'],
    [{ dropTime: '  ' }, 'Data i godzina kolekcji są wymagane'],
    [{ dropTime: undefined }, 'Data i godzina kolekcji są wymagane'],
    [{ dropTime: 'jutro' }, 'Nieprawidłowy format daty'],
    [{ dropTime: '2026-02-31T10:00:00Z' }, 'Nieprawidłowy format daty'],
    [{ dropTime: '0000-01-01T10:00:00Z' }, 'Kolekcję można zaplanować na lata 2000–2099'],
    [{ dropTime: '9999-12-31T10:00:00Z' }, 'Kolekcję można zaplanować na lata 2000–2099'],
  ])('%j -> %s', (change, message) => {
    expect(firstMessage(createDropInputSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });
});

describe('product form', () => {
  const valid = {
    dropId: 1,
    name: 'Kurtka',
    description: 'Ciepła',
    msrp: 19_900,
    price: 0,
    purchasePrice: 5000,
    priceType: 'DYNAMIC_LEVELS',
    stock: 1,
    category: 'CLOTHING',
    condition: 'NEW',
    sourceUrl: '',
  };
  it('sends an empty sourceUrl as null', () => {
    expect(createProductInputSchema.parse(valid).sourceUrl).toBeNull();
  });
  it.each([
    [{ dropId: undefined }, 'Kolekcja jest wymagana'],
    [{ dropId: 0 }, 'Nieprawidłowy identyfikator kolekcji'],
    [{ name: ' ' }, 'Nazwa jest wymagana'],
    [{ description: undefined }, 'Opis jest wymagany'],
    [{ msrp: -1 }, 'Cena rynkowa musi być liczbą >= 0'],
    [{ msrp: null }, 'Cena rynkowa musi być liczbą >= 0'],
    [{ priceType: 'STATIC', price: null }, 'Cena musi być liczbą >= 0'],
    [{ priceType: 'STATIC', price: -5 }, 'Cena musi być liczbą >= 0'],
    [{ purchasePrice: undefined }, 'Cena zakupu jest wymagana'],
    [{ purchasePrice: -1 }, 'Cena zakupu musi być liczbą >= 0'],
    [{ purchasePrice: 1.5 }, 'Kwoty podaje się w groszach (liczba całkowita)'],
    [{ stock: 0 }, 'Stan magazynowy musi być liczbą całkowitą >= 1'],
    [{ stock: 1.5 }, 'Stan magazynowy musi być liczbą całkowitą >= 1'],
    [{ stock: undefined }, 'Stan magazynowy jest wymagany'],
    [{ category: 'FOOD' }, 'Kategoria jest wymagana'],
    [{ condition: undefined }, 'Stan produktu jest wymagany'],
    [{ priceType: 'FREE' }, 'Typ ceny jest wymagany'],
    [{ sourceUrl: 'javascript:alert(1)' }, 'Nieprawidłowy adres URL źródła'],
  ])('%j -> %s', (change, message) => {
    expect(firstMessage(createProductInputSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });
  it('lets an edit set stock to 0 and a STATIC product go without msrp', () => {
    const edit = { ...valid, stock: 0, priceType: 'STATIC', price: 999, msrp: null, version: '7' };
    expect(updateProductInputSchema.safeParse(edit).success).toBe(true);
  });
});

describe('list queries', () => {
  it('parses a comma list of conditions', () => {
    expect(categoryProductsQuerySchema.parse({ conditions: 'NEW, USED' }).conditions).toEqual([
      'NEW',
      'USED',
    ]);
    expect(firstMessage(categoryProductsQuerySchema.safeParse({ conditions: 'NEW,OLD' }))).toBe(
      'Nieznany stan produktu',
    );
  });
  it('needs 3 characters of a search term and a known category', () => {
    expect(firstMessage(searchProductsQuerySchema.safeParse({ term: ' ab ' }))).toBe(
      'Fraza musi mieć co najmniej 3 znaki',
    );
    expect(searchProductsQuerySchema.parse({ term: 'abc', category: 'odzież' })).toMatchObject({
      term: 'abc',
      category: 'CLOTHING',
    });
    expect(firstMessage(searchProductsQuerySchema.safeParse({ category: 'meble' }))).toBe(
      'Nie znaleziono kategorii „meble”',
    );
  });
});

describe('empty query parameters', () => {
  it('count as absent', () => {
    expect(
      searchProductsQuerySchema.parse({
        category: '',
        status: '',
        maxPrice: '',
        minPrice: '',
        priceType: '',
        maxMsrpMultiplier: '',
      }),
    ).toEqual({ page: 0, count: 20 });
    expect(categoryProductsQuerySchema.parse({ minStock: '', maxPrice: '500' })).toEqual({
      page: 0,
      count: 20,
      maxPrice: 500,
    });
  });
});
