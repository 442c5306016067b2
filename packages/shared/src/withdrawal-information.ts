// The information on the right of withdrawal (art. 12 ust. 1 pkt 9 of the consumer rights act,
// worded after the model of its annex 1) and the model withdrawal form of its annex 2, as data
// (legal-text.ts): the page /withdrawal-form shows both, the order confirmation carries them in
// its text and as a PDF. Given with the order, they keep the period at 14 days (art. 29 extends
// it by 12 months when the information is missing).
import { partyLine, type LegalDocument, type LegalParty } from './legal-text.ts';

/** The page showing both (the web's /withdrawal-form); e-mails link to it. */
export const WITHDRAWAL_FORM_PATH = '/withdrawal-form';

/** The PDF's file name, as the order e-mail attaches it and the page offers it. */
export const WITHDRAWAL_FORM_FILE = 'odstapienie-od-umowy.pdf';

export function withdrawalDocument(party: LegalParty): LegalDocument {
  const address = partyLine(party);
  return {
    title: 'Odstąpienie od umowy',
    subtitle: 'Pouczenie o prawie odstąpienia od umowy i wzór formularza odstąpienia od umowy',
    numbered: false,
    sections: [
      {
        id: 'pouczenie',
        title: 'Prawo odstąpienia od umowy',
        blocks: [
          {
            kind: 'paragraph',
            content: [
              'Mają Państwo prawo odstąpić od niniejszej umowy w terminie 14 dni bez podania jakiejkolwiek przyczyny. Termin do odstąpienia od umowy wygasa po upływie 14 dni od dnia, w którym weszli Państwo w posiadanie rzeczy lub w którym osoba trzecia inna niż przewoźnik i wskazana przez Państwa weszła w posiadanie rzeczy. Prawo to nie przysługuje przy zakupie, który przy zamówieniu oznaczyli Państwo jako związany z zawodowym charakterem swojej działalności.',
            ],
          },
          {
            kind: 'paragraph',
            content: [
              `Aby skorzystać z prawa odstąpienia od umowy, muszą Państwo poinformować nas (${address}, tel. ${party.phone}, e-mail `,
              { email: 'Odstąpienie od umowy' },
              ') o swojej decyzji o odstąpieniu od niniejszej umowy w drodze jednoznacznego oświadczenia (na przykład pismo wysłane pocztą lub pocztą elektroniczną). Mogą Państwo skorzystać z wzoru formularza odstąpienia od umowy, jednak nie jest to obowiązkowe.',
            ],
          },
          {
            kind: 'paragraph',
            content: [
              'Mogą Państwo również złożyć oświadczenie o odstąpieniu od umowy w Sklepie: przy zamówieniu na stronie ',
              { link: 'orders', text: 'Zamówienia' },
              ' przyciskiem „Odstąp od umowy”. Jeżeli skorzystają Państwo z tej możliwości, prześlemy Państwu niezwłocznie potwierdzenie otrzymania informacji o odstąpieniu od umowy na trwałym nośniku (pocztą elektroniczną).',
            ],
          },
          {
            kind: 'paragraph',
            content: [
              'Aby zachować termin do odstąpienia od umowy, wystarczy, aby wysłali Państwo informację dotyczącą wykonania przysługującego Państwu prawa odstąpienia od umowy przed upływem terminu do odstąpienia od umowy.',
            ],
          },
        ],
      },
      {
        id: 'skutki',
        title: 'Skutki odstąpienia od umowy',
        blocks: [
          {
            kind: 'paragraph',
            content: [
              'W przypadku odstąpienia od niniejszej umowy zwracamy Państwu wszystkie otrzymane od Państwa płatności, w tym koszty dostarczenia rzeczy (z wyjątkiem dodatkowych kosztów wynikających z wybranego przez Państwa sposobu dostarczenia innego niż najtańszy zwykły sposób dostarczenia oferowany przez nas), niezwłocznie, a w każdym przypadku nie później niż 14 dni od dnia, w którym zostaliśmy poinformowani o Państwa decyzji o wykonaniu prawa odstąpienia od niniejszej umowy. Zwrotu płatności dokonamy przy użyciu takich samych sposobów płatności, jakie zostały przez Państwa użyte w pierwotnej transakcji, chyba że wyraźnie zgodzili się Państwo na inne rozwiązanie; w każdym przypadku nie poniosą Państwo żadnych opłat w związku z tym zwrotem. Możemy wstrzymać się ze zwrotem płatności do czasu otrzymania rzeczy lub do czasu dostarczenia nam dowodu jej odesłania, w zależności od tego, które zdarzenie nastąpi wcześniej.',
            ],
          },
          {
            kind: 'paragraph',
            content: [
              `Prosimy odesłać lub przekazać nam rzecz na adres ${address} niezwłocznie, a w każdym razie nie później niż 14 dni od dnia, w którym poinformowali nas Państwo o odstąpieniu od niniejszej umowy. Termin jest zachowany, jeżeli odeślą Państwo rzecz przed upływem terminu 14 dni. Będą Państwo musieli ponieść bezpośrednie koszty zwrotu rzeczy.`,
            ],
          },
          {
            kind: 'paragraph',
            content: [
              'Odpowiadają Państwo tylko za zmniejszenie wartości rzeczy wynikające z korzystania z niej w sposób inny niż było to konieczne do stwierdzenia charakteru, cech i funkcjonowania rzeczy.',
            ],
          },
        ],
      },
      {
        id: 'formularz',
        title: 'Wzór formularza odstąpienia od umowy',
        ownPage: true,
        blocks: [
          {
            kind: 'paragraph',
            content: [
              '(formularz ten należy wypełnić i odesłać tylko w przypadku chęci odstąpienia od umowy)',
            ],
          },
          {
            kind: 'paragraph',
            content: [`Adresat: ${address}, e-mail `, { email: 'Odstąpienie od umowy' }],
          },
          {
            kind: 'paragraph',
            content: [
              'Ja/My(*) niniejszym informuję/informujemy(*) o moim/naszym odstąpieniu od umowy sprzedaży następujących rzeczy(*) umowy dostawy następujących rzeczy(*) umowy o dzieło polegającej na wykonaniu następujących rzeczy(*)/o świadczenie następującej usługi(*)',
            ],
          },
          {
            kind: 'blanks',
            items: [
              'Numer zamówienia i produkty',
              'Data zawarcia umowy(*)/odbioru(*)',
              'Imię i nazwisko konsumenta(-ów)',
              'Adres konsumenta(-ów)',
              'Podpis konsumenta(-ów) (tylko jeżeli formularz jest przesyłany w wersji papierowej)',
              'Data',
            ],
          },
          { kind: 'paragraph', content: ['(*) Niepotrzebne skreślić.'] },
        ],
      },
    ],
  };
}
