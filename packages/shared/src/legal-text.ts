// The shop's legal documents as data (decision 039): the terms, the withdrawal information and
// the model withdrawal form are written once here and rendered three ways, as pages (the web's
// features/content), as PDF files (the API's modules/legal) and in e-mails, so that what the
// consumer reads on the page, keeps as a file and receives with the order never differs.

/** The trader as the documents name it (the runtime configuration's operator). */
export interface LegalParty {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  nip: string;
  krs: string;
  regon: string;
  email: string;
  phone: string;
}

/** Places inside the shop a document links to; each renderer knows their addresses. */
export type LegalLink = 'orders' | 'privacyPolicy' | 'accessibility' | 'withdrawalForm';

/** Inline text: plain, a link inside the shop, or the trader's e-mail address (with a subject). */
export type LegalInline = string | { link: LegalLink; text: string } | { email: string };

export type LegalBlock =
  /** Numbered provisions („ustępy”). */
  | { kind: 'provisions'; items: LegalInline[][] }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; content: LegalInline[] }
  | { kind: 'definitions'; items: (readonly [string, string])[] }
  /** Lines to fill in by hand (the model form): a label and an empty line after it. */
  | { kind: 'blanks'; items: string[] };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
  /** Printed from a new page (a form to fill in and send). */
  ownPage?: boolean;
}

export interface LegalDocument {
  title: string;
  /** What stands under the title: the date it applies from, or how to use it. */
  subtitle: string;
  /** Sections numbered „§ 1.”, „§ 2.” (the terms); the withdrawal information is not. */
  numbered: boolean;
  sections: LegalSection[];
}

/** "Outlet Drop sp. z o.o., ul. Przykładowa 12/4, 00-950 Warszawa". */
export const partyLine = (party: LegalParty) =>
  `${party.name}, ${party.street}, ${party.postalCode} ${party.city}`;

/** The inline text as plain words (a link's text, the e-mail address). */
export function plainInline(content: readonly LegalInline[], party: LegalParty): string {
  return content
    .map((part) => (typeof part === 'string' ? part : 'link' in part ? part.text : party.email))
    .join('');
}

/** A block as plain lines, the way a text e-mail or a PDF writes it. */
export function plainBlock(block: LegalBlock, party: LegalParty): string[] {
  switch (block.kind) {
    case 'provisions':
      return block.items.map((item, index) => `${index + 1}. ${plainInline(item, party)}`);
    case 'heading':
      return [block.text];
    case 'paragraph':
      return [plainInline(block.content, party)];
    case 'definitions':
      return block.items.map(([term, definition]) => `${term} – ${definition}`);
    case 'blanks':
      return block.items.map((label) => `${label}: ……………………………………`);
  }
}
