// zod's own checks answer in Polish once installPolishErrors() ran; the schemas' texts stay.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installPolishErrors } from './polish-errors.ts';

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('Polish zod messages', () => {
  beforeAll(() => installPolishErrors());

  it.each([
    [z.number(), 'x', 'Nieprawidłowa wartość: oczekiwano liczby'],
    [z.number(), undefined, 'Pole jest wymagane'],
    [z.number().int(), 1.5, 'Nieprawidłowa wartość: oczekiwano liczby całkowitej'],
    [z.number().max(10), 11, 'Liczba może wynosić najwyżej 10'],
    [z.number().min(1), 0, 'Liczba musi wynosić co najmniej 1'],
    [z.string().max(3), 'abcd', 'Tekst może mieć najwyżej 3 znaków'],
    [z.string().min(1), '', 'Pole jest wymagane'],
    [z.array(z.string()).min(2), ['a'], 'Lista musi mieć co najmniej 2 elementów'],
    [z.enum(['A', 'B']), 'C', 'Nieprawidłowa wartość: spoza dozwolonych'],
    [z.email(), 'nie-email', 'Nieprawidłowy format: oczekiwano adres e-mail'],
    [z.strictObject({}), { a: 1 }, 'Nieznane pola: a'],
  ])('%#: %s', (schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it("keeps a schema's own message", () => {
    expect(messageOf(z.number({ error: 'Cena jest wymagana' }), undefined)).toBe(
      'Cena jest wymagana',
    );
  });
});
