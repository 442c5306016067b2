import { describe, expect, it } from 'vitest';
import {
  addressInputSchema,
  anonymisedEmail,
  customerName,
  isAnonymised,
  changePasswordFormSchema,
  invoiceDetailsInputSchema,
  isValidNip,
  loginRequestSchema,
  newsletterRequestSchema,
  normalizeNip,
  normalizePhone,
  registerRequestSchema,
} from './accounts.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('normalizePhone', () => {
  it.each([
    ['123456789', '+48123456789'],
    [' 500100200 ', '+48500100200'],
    ['+48500100200', '+48500100200'],
  ])('%j -> %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['12345678', '1234567890', '12345678a', '123 456 789', '+4812345678', '48123456789', ''])(
    'rejects %j',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );
});

describe('isValidNip', () => {
  it.each(['5260250995', '526-025-09-95', 'PL5260250995', 'pl 526 025 09 95', '1234563218'])(
    'accepts %j',
    (nip) => {
      expect(isValidNip(nip)).toBe(true);
    },
  );

  it.each([
    ['wrong check digit', '5260250994'],
    ['too short', '526025099'],
    ['too long', '52602509950'],
    ['letters', '52602509A5'],
    // weighted sum mod 11 = 10 can never be a valid check digit
    ['checksum 10', '1234567890'],
    ['empty', ''],
  ])('rejects %s', (_why, nip) => {
    expect(isValidNip(nip)).toBe(false);
  });

  it('normalizes to 10 digits', () => {
    expect(normalizeNip(' PL 526-025-09-95 ')).toBe('5260250995');
  });
});

describe('registerRequestSchema', () => {
  it('trims and lower-cases the e-mail and prefixes the phone', () => {
    const parsed = registerRequestSchema.parse({
      email: '  Jan.Kowalski@Example.COM ',
      phone: '600700800',
      password: 'x',
    });
    expect(parsed).toEqual({
      email: 'jan.kowalski@example.com',
      phone: '+48600700800',
      password: 'x',
    });
  });

  it('names every missing field', () => {
    expect(messages(registerRequestSchema.safeParse({}))).toEqual([
      'Email jest wymagany',
      'Telefon jest wymagany',
      'Hasło jest wymagane',
    ]);
  });

  it('rejects a bad e-mail and a bad phone', () => {
    expect(
      messages(registerRequestSchema.safeParse({ email: 'jan@', phone: '12-345', password: 'x' })),
    ).toEqual(['Nieprawidłowy adres email', 'Numer telefonu musi mieć dokładnie 9 cyfr']);
  });

  it('caps the password length', () => {
    const long = 'a'.repeat(129);
    expect(
      registerRequestSchema.safeParse({ email: 'a@b.pl', phone: '123456789', password: long })
        .success,
    ).toBe(false);
  });
});

describe('loginRequestSchema and newsletterRequestSchema', () => {
  it('require an e-mail and a password', () => {
    expect(messages(loginRequestSchema.safeParse({ email: ' ', password: '' }))).toEqual([
      'Email jest wymagany',
      'Hasło jest wymagane',
    ]);
    expect(messages(newsletterRequestSchema.safeParse({ email: 'nope' }))).toEqual([
      'Nieprawidłowy adres email',
    ]);
  });
});

describe('addressInputSchema', () => {
  const valid = {
    name: ' Jan Kowalski ',
    street: 'Marszałkowska 1',
    city: 'Warszawa',
    postalCode: '00-001',
    country: 'Polska',
  };

  it('accepts and trims a valid address', () => {
    expect(addressInputSchema.parse(valid)).toEqual({ ...valid, name: 'Jan Kowalski' });
  });

  it('uses the required-field messages', () => {
    expect(messages(addressInputSchema.safeParse({ name: '  ' }))).toEqual([
      'Imię/nazwisko jest wymagane',
      'Ulica jest wymagana',
      'Miasto jest wymagane',
      'Kod pocztowy jest wymagany',
      'Kraj jest wymagany',
    ]);
  });

  it('reports an empty postal code only as missing', () => {
    expect(messages(addressInputSchema.safeParse({ ...valid, postalCode: ' ' }))).toEqual([
      'Kod pocztowy jest wymagany',
    ]);
  });

  it.each(['0001', '0-0001', '00-00', 'ab-cde', '00-0011', '000011'])(
    'rejects postal code %j',
    (code) => {
      expect(messages(addressInputSchema.safeParse({ ...valid, postalCode: code }))).toEqual([
        'Kod pocztowy musi mieć format 00-000',
      ]);
    },
  );

  it('adds the dash to five digits typed without it', () => {
    expect(addressInputSchema.parse({ ...valid, postalCode: ' 00001 ' }).postalCode).toBe('00-001');
  });

  it.each(['polska', 'PL', 'Poland'])('reads %j as Polska', (country) => {
    expect(addressInputSchema.parse({ ...valid, country }).country).toBe('Polska');
  });

  it.each(['Niemcy', 'Germany', 'DE'])('refuses delivery to %j: only within Poland', (country) => {
    expect(messages(addressInputSchema.safeParse({ ...valid, country }))).toEqual([
      'Wysyłamy tylko na terenie Polski',
    ]);
  });
});

describe('invoiceDetailsInputSchema', () => {
  const valid = {
    name: 'Firma sp. z o.o.',
    street: 'Prosta 2',
    postalCode: '30-001',
    city: 'Kraków',
    country: 'Polska',
    taxId: 'PL 526-025-09-95',
  };

  it('stores the NIP as 10 digits', () => {
    expect(invoiceDetailsInputSchema.parse(valid).taxId).toBe('5260250995');
  });

  it('rejects a NIP with a wrong checksum and a missing NIP', () => {
    expect(
      messages(invoiceDetailsInputSchema.safeParse({ ...valid, taxId: '5260250994' })),
    ).toEqual(['Nieprawidłowy NIP (10 cyfr z poprawną sumą kontrolną)']);
    expect(messages(invoiceDetailsInputSchema.safeParse({ ...valid, taxId: '' }))).toEqual([
      'NIP jest wymagany',
    ]);
  });
});

describe('changePasswordFormSchema', () => {
  it('requires the confirmation to match', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: 'a',
      newPassword: 'b',
      confirmPassword: 'c',
    });
    expect(messages(result)).toEqual(['Nowe hasło i potwierdzenie hasła nie są zgodne']);
  });
});

describe('erased accounts', () => {
  it('staff read „konto usunięte” for the address a deleted account was left with', () => {
    expect(isAnonymised(anonymisedEmail(55))).toBe(true);
    expect(customerName(anonymisedEmail(55))).toBe('konto usunięte');
    expect(customerName('anna@example.com')).toBe('anna@example.com');
    // A real address that merely mentions the word is not an erased one.
    expect(customerName('anonim.invalid@example.com')).toBe('anonim.invalid@example.com');
  });
});
