// A Polish mobile number as shoppers type it, to SMSAPI's 48XXXXXXXXX.
import { describe, expect, it } from 'vitest';
import { polishMobile, shownPhone } from './phone-number.ts';

describe('polishMobile', () => {
  it('reads the ways a Polish mobile number is typed', () => {
    for (const typed of [
      '600100200',
      '600 100 200',
      '600-100-200',
      '+48 600 100 200',
      '+48600100200',
      '0048 600 100 200',
      '48600100200',
      '(+48) 600 100 200',
    ]) {
      expect(polishMobile(typed), typed).toBe('48600100200');
    }
    expect(shownPhone('48600100200')).toBe('+48 600 100 200');
  });

  it('refuses landlines, foreign numbers and anything else', () => {
    for (const typed of [
      '22 123 45 67',
      '221234567',
      '+49 1512 3456789',
      '60010020',
      '6001002001',
      '+48 900 100 200',
      '',
      '600100200; DROP TABLE',
    ]) {
      expect(polishMobile(typed), typed).toBeNull();
    }
  });
});
