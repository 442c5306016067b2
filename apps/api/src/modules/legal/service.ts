// The legal documents as files (decision 039): the terms in force and the withdrawal information
// with the model form, rendered once per process (they change only with a release or the
// operator's configuration) for the pages' downloads and the order confirmation's attachments.
import type { LegalParty } from '@shop/shared/legal-text';
import { termsDocument, TERMS_VERSION } from '@shop/shared/terms';
import { withdrawalDocument } from '@shop/shared/withdrawal-information';
import { renderLegalPdf } from './pdf.ts';

/** The date the PDF says it was made: the terms' own date, so the same text gives the same file. */
const TERMS_DATE = new Date(`${TERMS_VERSION}T00:00:00Z`);

const kept = new Map<string, Promise<Buffer>>();

function once(key: string, party: LegalParty, render: () => Promise<Buffer>): Promise<Buffer> {
  const id = `${key}:${JSON.stringify(party)}`;
  let file = kept.get(id);
  if (!file) {
    file = render();
    kept.set(id, file);
    // A failed rendering is not kept: the next asker tries again.
    file.catch(() => kept.delete(id));
  }
  return file;
}

export const termsPdf = (party: LegalParty) =>
  once('terms', party, () => renderLegalPdf(termsDocument(party), party, TERMS_DATE));

export const withdrawalFormPdf = (party: LegalParty) =>
  once('withdrawal', party, () => renderLegalPdf(withdrawalDocument(party), party, TERMS_DATE));
