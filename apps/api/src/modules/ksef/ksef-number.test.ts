import { describe, expect, it } from 'vitest';
import { isKsefNumber, ksefNumber } from './ksef-number.ts';

describe('KSeF numbers', () => {
  it('checks the Ministry’s example and its checksum', () => {
    expect(isKsefNumber('5265877635-20250826-0100001AF629-AF')).toBe(true);
    expect(isKsefNumber('5265877635-20250826-0100001AF629-AE')).toBe(false);
    expect(isKsefNumber('5265877635-20250826-0100001af629-AF')).toBe(false);
    expect(isKsefNumber('526587763-20250826-0100001AF629-AF')).toBe(false);
  });

  it('builds numbers that check', () => {
    expect(ksefNumber('5265877635', '20250826', '0100001AF629')).toBe(
      '5265877635-20250826-0100001AF629-AF',
    );
    expect(isKsefNumber(ksefNumber('1234563218', '20261127', '00000000002A'))).toBe(true);
  });
});
