// The KSeF number (docs in the Ministry's faktury/numer-ksef.md): 35 characters,
// "{NIP}-{YYYYMMDD}-{12 hex}-{CRC-8}", the checksum being CRC-8 (polynomial 0x07, initial 0x00)
// of the 32 characters before it, in upper-case hex.

const PATTERN = /^(\d{10})-(\d{8})-([0-9A-F]{12})-([0-9A-F]{2})$/;

export function crc8(text: string): string {
  let crc = 0;
  for (const byte of Buffer.from(text, 'ascii')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(2, '0');
}

/** Whether `value` is a KSeF number with a right checksum. */
export function isKsefNumber(value: string): boolean {
  const match = PATTERN.exec(value);
  return match !== null && crc8(value.slice(0, 32)) === match[4];
}

/** A KSeF number for the seller, the day and the technical part (12 upper-case hex digits). */
export function ksefNumber(nip: string, day: string, technical: string): string {
  const data = `${nip}-${day}-${technical}`;
  return `${data}-${crc8(data)}`;
}
