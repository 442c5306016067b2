// The operator details of /contact and the legal pages come from OPERATOR_* variables.
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('operator configuration', () => {
  it('falls back to demo details and says so', () => {
    const { operator } = loadConfig({});
    expect(operator.demo).toBe(true);
    expect(operator.name).toBe('Outlet Drop sp. z o.o.');
    expect(operator.email).toMatch(/@/);
  });

  it('takes every value from the environment', () => {
    const { operator } = loadConfig({
      OPERATOR_NAME: 'Sklep Testowy S.A.',
      OPERATOR_STREET: 'ul. Długa 1',
      OPERATOR_POSTAL_CODE: '31-147',
      OPERATOR_CITY: 'Kraków',
      OPERATOR_NIP: '6762468520',
      OPERATOR_KRS: '0000999999',
      OPERATOR_REGON: '365432109',
      OPERATOR_EMAIL: 'sklep@example.pl',
      OPERATOR_PHONE: '+48 12 000 00 00',
    });
    expect(operator).toEqual({
      name: 'Sklep Testowy S.A.',
      street: 'ul. Długa 1',
      postalCode: '31-147',
      city: 'Kraków',
      nip: '6762468520',
      krs: '0000999999',
      regon: '365432109',
      email: 'sklep@example.pl',
      phone: '+48 12 000 00 00',
      demo: false,
    });
  });

  it('marks partly configured details as demo', () => {
    expect(loadConfig({ OPERATOR_NAME: 'Sklep Testowy S.A.' }).operator.demo).toBe(true);
  });
});
