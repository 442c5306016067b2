// What the owner must know about KSeF's set-up (issue 44/45), said on the desk's KSeF card and on
// the KSeF page: not configured (no KSEF_TOKEN: nothing reaches KSeF), or KSEF_MODE=off with the
// exemption of art. 145m of the VAT act as it stands (warned from 80 % of the limit, and why it
// no longer holds). Nothing when KSeF is configured and on.
import type { Desk } from '@shop/shared/desk';
import { formatPrice } from '@shop/shared/money';

export interface KsefSetupNote {
  text: string;
  tone: 'urgent' | 'warning' | 'plain';
}

export function ksefSetupNotes(ksef: Desk['ksef']): KsefSetupNote[] {
  if (!ksef) return [];
  const notes: KsefSetupNote[] = [];
  if (ksef.unconfigured) {
    notes.push({
      tone: 'urgent',
      text: 'KSeF nie jest skonfigurowany (brak KSEF_TOKEN): faktury czekają w kolejce i nie trafiają do KSeF. Ustaw KSEF_TOKEN albo, jeśli sprzedawca jest zwolniony (art. 145m ustawy o VAT), KSEF_MODE=off.',
    });
  }
  const exemption = ksef.exemption;
  if (exemption) {
    if (exemption.expired) {
      notes.push({
        tone: 'urgent',
        text: 'Zwolnienie z KSeF (art. 145m ustawy o VAT) skończyło się 31 grudnia 2026 r.: faktury czekają w kolejce KSeF. Ustaw KSEF_MODE=on i KSEF_TOKEN.',
      });
    } else if (exemption.endedAtInvoice) {
      notes.push({
        tone: 'urgent',
        text: `Zwolnienie z KSeF (art. 145m ustawy o VAT) nie obowiązuje od faktury ${exemption.endedAtInvoice}: sprzedaż w miesiącu przekroczyła ${formatPrice(exemption.limit)}. Faktury czekają w kolejce KSeF. Ustaw KSEF_MODE=on i KSEF_TOKEN.`,
      });
    } else {
      notes.push({
        tone: exemption.warn ? 'warning' : 'plain',
        text: `Zwolnienie z KSeF (art. 145m ustawy o VAT): sprzedaż na fakturach w tym miesiącu ${formatPrice(exemption.monthGross)} z ${formatPrice(exemption.limit)}${exemption.warn ? ' — blisko limitu' : ''}. Faktury nie są wysyłane do KSeF.`,
      });
    }
  }
  return notes;
}
