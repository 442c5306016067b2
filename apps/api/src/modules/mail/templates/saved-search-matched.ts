// SAVED_SEARCH_MATCHED: pieces a shopper's saved search matches appeared (a drop opened) or came
// within its price (a price step); each piece is told of once. Queued by jobs/drop-reminders.ts
// (docs/e-mail.md, "Reminder e-mails"; docs/product-rules.md, "Obserwowane wyszukiwania").
import { formatPrice } from '@shop/shared/money';
import { productPath } from '@shop/shared/structured-data';
import { button, layout, paragraph, table, type MailContext } from './layout.ts';
import { signature } from './order-parts.ts';

/** Pieces listed in one e-mail; the rest are behind the search's link. */
export const LISTED_PIECES = 10;

export interface SavedSearchMatchFacts {
  search: { name: string };
  /** The pieces as they are now, with their price in grosze. */
  pieces: { id: number; name: string; price: number }[];
  /** The catalogue's search for it (its address in the shop). */
  searchUrl: string;
  /** The search's token for the one-click way out (List-Unsubscribe, RFC 8058). */
  withdrawToken: string;
}

/** Where a mail client's one-click unsubscribe POSTs (List-Unsubscribe): the search goes. */
export const savedSearchWithdrawApiUrl = ({ shopUrl }: MailContext, token: string) =>
  `${shopUrl}/api/saved-searches/withdraw?token=${encodeURIComponent(token)}`;

export function savedSearchMatchedEmail(
  { search, pieces, searchUrl, withdrawToken }: SavedSearchMatchFacts,
  context: MailContext,
) {
  const listed = pieces.slice(0, LISTED_PIECES);
  const more = pieces.length - listed.length;
  const count = pieces.length === 1 ? '1 nowy produkt' : `${pieces.length} nowe produkty`;
  return {
    ...layout(context, {
      subject: `${count}: ${search.name}`,
      title: 'Nowe produkty dla Twojego wyszukiwania',
      about: 'account',
      blocks: [
        paragraph(
          'W sklepie pojawiły się produkty pasujące do zapisanego wyszukiwania ',
          { bold: search.name },
          '. To pojedyncze sztuki: mogą się szybko wyprzedać.',
        ),
        table(
          listed.map((piece) => ({
            cells: [piece.name, formatPrice(piece.price)],
            text: `${piece.name}: ${formatPrice(piece.price)} – ${context.shopUrl}${productPath(piece.id)}`,
          })),
        ),
        ...(more > 0
          ? [paragraph(`I jeszcze ${more} – zobacz wszystkie w wynikach wyszukiwania.`)]
          : []),
        button(
          'Zobacz w sklepie',
          listed.length === 1 ? `${context.shopUrl}${productPath(listed[0]!.id)}` : searchUrl,
        ),
        paragraph(
          'Piszemy, bo obserwujesz to wyszukiwanie. O każdym produkcie piszemy tylko raz. Wyszukiwania zmienisz lub usuniesz w zakładce „Obserwowane” na stronie ',
          { link: 'Ustawienia konta', href: `${context.shopUrl}/settings` },
          '.',
        ),
        signature,
      ],
    }),
    // The mail client's „Wypisz się” deletes the search in one click, without logging in.
    headers: {
      'List-Unsubscribe': `<${savedSearchWithdrawApiUrl(context, withdrawToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
