import { describe, expect, it } from 'vitest';
import {
  automaticRefundOf,
  invoiceGrossText,
  ksefOfflineNote,
  refundSummary,
  shipmentStatusLabel,
} from './after-sale-labels.ts';

describe('shipmentStatusLabel', () => {
  it.each([
    ['created', 'Utworzona'],
    ['confirmed', 'Potwierdzona — etykieta gotowa'],
    ['taken_by_courier', 'Odebrana przez kuriera'],
    ['out_for_delivery', 'W doręczeniu'],
    ['ready_to_pickup', 'Czeka w paczkomacie'],
    ['delivered', 'Dostarczona'],
    // A status InPost adds later, and names of Object's own properties, are shown as they come.
    ['stack_in_box_machine', 'stack_in_box_machine'],
    ['toString', 'toString'],
  ])('%s -> %s', (status, label) => {
    expect(shipmentStatusLabel(status)).toBe(label);
  });
});

describe('refund and invoice texts', () => {
  it('sums a refund up with its state', () => {
    expect(refundSummary({ amount: 12_345, status: 'PENDING' })).toBe('123,45\u00a0zł — w toku');
    expect(refundSummary({ amount: 500, status: 'COMPLETED' })).toBe('5,00\u00a0zł — zwrócono');
  });

  it('finds the latest refund the shop made by itself', () => {
    const refunds = [
      { id: 1, reason: 'LATE_PAYMENT' as const },
      { id: 2, reason: 'STAFF' as const },
    ];
    expect(automaticRefundOf(refunds)?.id).toBe(1);
    expect(automaticRefundOf(refunds.slice(1))).toBeNull();
  });

  it('writes a correction giving money back with a minus sign', () => {
    expect(invoiceGrossText({ gross: 28_940 })).toBe('289,40\u00a0zł');
    expect(invoiceGrossText({ gross: -18_950 })).toBe('−189,50\u00a0zł');
  });

  it('says when an offline invoice must reach KSeF, and when that day has passed', () => {
    const ksef = {
      state: 'QUEUED' as const,
      number: null,
      acceptedAt: null,
      refusal: null,
      offline: { at: '2026-11-27T12:00:00.000Z', sendBy: '2026-11-30' },
    };
    expect(ksefOfflineNote(ksef, '2026-11-30')).toEqual({
      text: 'wystawiona offline, do KSeF do 30.11.2026',
      late: false,
    });
    expect(ksefOfflineNote(ksef, '2026-12-01')).toEqual({
      text: 'wystawiona offline, termin przesłania do KSeF minął 30.11.2026',
      late: true,
    });
    expect(ksefOfflineNote({ ...ksef, state: 'ACCEPTED' }, '2026-12-01')).toEqual({
      text: 'wystawiona offline',
      late: false,
    });
    expect(ksefOfflineNote({ ...ksef, offline: null }, '2026-12-01')).toBeNull();
  });
});
