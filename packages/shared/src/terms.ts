// The shop's terms (Regulamin sklepu) as data (legal-text.ts): the terms page renders them, the
// order confirmation carries them as a PDF (art. 21 of the consumer rights act), and an order
// records the version it was placed under. TERMS_VERSION is the day the text in force took
// effect: change it with every change of the text. A registration records the version the
// shopper accepted (shown in their data export).
import { SHOP_NAME } from './document-title.ts';
import { partyLine, type LegalDocument, type LegalParty, type LegalSection } from './legal-text.ts';
import { LEVEL_PERCENTS } from './price-schedule.ts';
import { formatDay } from './warsaw-time.ts';

export const TERMS_VERSION = '2026-11-29';

/** The file name of the terms' PDF, as the order e-mail attaches it and the page offers it. */
export const termsFileName = (version = TERMS_VERSION) => `regulamin-${version}.pdf`;

const orders = { link: 'orders', text: 'Zamówienia' } as const;

export function termsDocument(party: LegalParty): LegalDocument {
  return {
    title: 'Regulamin sklepu',
    subtitle: `Obowiązuje od ${formatDay(TERMS_VERSION)} r.`,
    numbered: true,
    sections: termsSections(party),
  };
}

function termsSections(party: LegalParty): LegalSection[] {
  const address = partyLine(party);
  return [
    {
      id: 'postanowienia-ogolne',
      title: 'Postanowienia ogólne',
      blocks: [
        {
          kind: 'provisions',
          items: [
            [
              `Regulamin określa zasady korzystania ze sklepu internetowego ${SHOP_NAME} (dalej: Sklep), zawierania umów sprzedaży, płatności, dostawy, odstąpienia od umowy oraz składania reklamacji.`,
            ],
            [
              `Sklep prowadzi ${address}, NIP ${party.nip}, KRS ${party.krs}, REGON ${party.regon} (dalej: Sprzedawca). Ze Sprzedawcą można kontaktować się e-mailowo pod adresem `,
              { email: '' },
              ` oraz telefonicznie pod numerem ${party.phone}.`,
            ],
            [
              'Regulamin jest udostępniany nieodpłatnie w Sklepie, także jako plik PDF, w sposób umożliwiający jego pobranie, utrwalenie i wydrukowanie.',
            ],
            [
              'Ceny w Sklepie są cenami brutto w złotych polskich i zawierają podatek VAT. Koszt dostawy jest podawany przed złożeniem zamówienia i nie jest wliczony w cenę produktu.',
            ],
            ['Sprzedawca dostarcza produkty wyłącznie na terytorium Rzeczypospolitej Polskiej.'],
          ],
        },
      ],
    },
    {
      id: 'definicje',
      title: 'Definicje',
      blocks: [
        {
          kind: 'definitions',
          items: [
            [
              'Klient',
              'osoba fizyczna, osoba prawna albo jednostka organizacyjna nieposiadająca osobowości prawnej, której ustawa przyznaje zdolność prawną, korzystająca ze Sklepu.',
            ],
            [
              'Konsument',
              'osoba fizyczna dokonująca ze Sprzedawcą czynności prawnej niezwiązanej bezpośrednio z jej działalnością gospodarczą lub zawodową.',
            ],
            [
              'Konto',
              'indywidualny panel Klienta w Sklepie, chroniony adresem e-mail i hasłem, w którym Klient składa i przegląda zamówienia, zapisuje adresy, dane do faktury, kupony i listy życzeń.',
            ],
            [
              'Kolekcja',
              'zestaw produktów udostępnianych do sprzedaży od ogłoszonej daty i godziny (start kolekcji) przez 14 dni. Przed startem Sklep wyświetla odliczanie, a produktów nie można kupić.',
            ],
            [
              'Cena rynkowa',
              'cena, za jaką produkt był oferowany na aukcji, z której pochodzi, albo cena sugerowana przez producenta.',
            ],
            [
              'Cena dynamiczna',
              'cena produktu zmieniająca się według harmonogramu opisanego w § 4.',
            ],
            [
              'Zamówienie',
              'oświadczenie woli Klienta zmierzające do zawarcia umowy sprzedaży produktów wybranych w Sklepie.',
            ],
          ],
        },
      ],
    },
    {
      id: 'zasady-korzystania',
      title: 'Zasady korzystania ze Sklepu',
      blocks: [
        {
          kind: 'provisions',
          items: [
            [
              'Przeglądanie produktów, wyszukiwanie i dodawanie produktów do koszyka nie wymagają rejestracji. Złożenie zamówienia wymaga założenia Konta i zalogowania się.',
            ],
            [
              'Do korzystania ze Sklepu potrzebne są: urządzenie z dostępem do Internetu, aktualna przeglądarka internetowa z włączoną obsługą JavaScript i pamięci lokalnej oraz aktywny adres e-mail.',
            ],
            [
              'Konto zakłada się, podając adres e-mail, numer telefonu i hasło. Konto jest bezpłatne i prowadzone na czas nieoznaczony. Klient może w każdej chwili zażądać jego usunięcia, pisząc na adres ',
              { email: 'Usunięcie konta' },
              '.',
            ],
            ['Klient zachowuje hasło w tajemnicy i nie udostępnia Konta osobom trzecim.'],
            [
              'Zabronione jest dostarczanie treści o charakterze bezprawnym oraz działania zakłócające pracę Sklepu, w tym masowe, zautomatyzowane pobieranie danych.',
            ],
          ],
        },
      ],
    },
    {
      id: 'zamowienia-i-platnosci',
      title: 'Zamówienia i płatności',
      blocks: [
        {
          kind: 'provisions',
          items: [
            [
              'Produkty z kolekcji można kupić dopiero po jej starcie. Produkt można zamówić, dopóki jest dostępny i znajduje się na stanie.',
            ],
            [
              'Kolekcja może mieć kolejkę przy otwarciu, o czym informuje strona kolekcji, podając godzinę otwarcia kolejki. Zalogowani Klienci, którzy dołączą do kolejki przed startem kolekcji, zostają w chwili startu ustawieni w losowej kolejności; dołączający po starcie ustawiają się za nimi, w kolejności dołączenia. Od startu Sklep wpuszcza kolejne osoby w tej kolejności, dopóki są dostępne produkty, w tempie dostosowanym do ich liczby. Dołączenie do kolejki wymaga od przeglądarki rozwiązania krótkiego zadania obliczeniowego, które chroni kolejkę przed automatami.',
            ],
            [
              'Wpuszczony Klient może dodawać produkty tej kolekcji do koszyka i składać zamówienia przez czas wskazany na stronie kolekcji, na każdym urządzeniu, na którym jest zalogowany; po tym czasie może ponownie dołączyć do kolejki, na jej koniec. Kolejka kończy działanie po czasie wskazanym na stronie kolekcji albo gdy wszystkie produkty zostaną sprzedane lub zarezerwowane.',
            ],
            [
              `Produkty z ceną dynamiczną kosztują w kolejnych dniach od startu kolekcji: ${LEVEL_PERCENTS.map(
                (percent, level) => `w dniach ${level * 2 + 1}–${level * 2 + 2} ${percent}%`,
              ).join(
                ', ',
              )} ceny rynkowej, w dniach 13–14 – 1,00 zł. Po 14 dniach produkt jest wycofywany ze sprzedaży. Produkty z ceną stałą zachowują cenę wskazaną w Sklepie. Przy każdej obniżce Sklep podaje najniższą cenę produktu z 30 dni przed obniżką.`,
            ],
            [
              'Wiążąca jest cena z chwili złożenia zamówienia. Późniejsza obniżka ceny nie zmienia ceny zamówienia już złożonego.',
            ],
            [
              'Aby złożyć zamówienie, Klient wybiera produkty, adres dostawy, sposób dostawy (kurier albo paczkomat), a opcjonalnie dane do faktury i kupon rabatowy, a następnie potwierdza zamówienie z obowiązkiem zapłaty. Umowa sprzedaży zostaje zawarta z chwilą złożenia zamówienia.',
            ],
            [
              'Produkty po zwrocie, używane, z brakującymi częściami lub uszkodzone mają przy sobie opis stanu: odstępstwa od cech produktu nowego i zgodnego z umową. Przed złożeniem zamówienia Klient, który kupuje taki produkt, zapoznaje się z tym opisem i wyraźnie, odrębnie go akceptuje, zaznaczając osobne pole; bez tej akceptacji zamówienia nie można złożyć w Sklepie.',
            ],
            [
              'Sprzedawca niezwłocznie potwierdza zawarcie umowy e-mailem: z treścią zamówienia, zaakceptowanym opisem stanu produktów, niniejszym Regulaminem w pliku PDF, pouczeniem o prawie odstąpienia od umowy i wzorem formularza odstąpienia od umowy.',
            ],
            [
              'Złożenie zamówienia rezerwuje zamówione produkty na czas płatności. Zamówienie, które nie zostanie opłacone w czasie rezerwacji wskazanym przy płatności, jest anulowane, a produkty wracają do sprzedaży.',
            ],
            [
              'Płatność odbywa się kodem BLIK albo przelewem online za pośrednictwem operatora płatności Przelewy24. Zamówienie realizujemy po zaksięgowaniu płatności.',
            ],
            [
              'Koszt dostawy wynosi 10,00 zł brutto za zamówienie, chyba że kupon przewiduje darmową dostawę. Do zamówienia można użyć jednego kuponu, na warunkach w nim określonych.',
            ],
            ['Na życzenie Klienta, po podaniu danych do faktury, Sprzedawca wystawia fakturę VAT.'],
            [
              'Numer zamówienia oraz numery zamówionych produktów Klient znajdzie w swoim Koncie, na stronie ',
              orders,
              '. Tych numerów używa się przy odstąpieniu od umowy i reklamacji.',
            ],
          ],
        },
      ],
    },
    {
      id: 'reklamacje-i-zwroty',
      title: 'Reklamacje i zwroty',
      blocks: [
        { kind: 'heading', text: 'Odstąpienie od umowy' },
        {
          kind: 'provisions',
          items: [
            [
              'Prawo odstąpienia od umowy przysługuje konsumentom oraz osobom fizycznym prowadzącym działalność gospodarczą, dla których zakup nie ma charakteru zawodowego (art. 38a ustawy o prawach konsumenta), także gdy podają NIP do faktury. Nie przysługuje przy zakupie, który Klient przy zamówieniu oznaczył jako związany z zawodowym charakterem swojej działalności. Od umowy można odstąpić bez podania przyczyny od chwili jej zawarcia do upływu 14 dni od dnia otrzymania produktu.',
            ],
            [
              'Aby odstąpić od umowy, Klient wybiera przy zamówieniu na stronie ',
              orders,
              ' przycisk „Odstąp od umowy”, wskazuje produkty, od których odstępuje, i zatwierdza oświadczenie przyciskiem „Potwierdź odstąpienie”. Link do tej funkcji znajduje się też w wiadomościach e-mail o zamówieniu. Można także wysłać oświadczenie e-mailem na adres ',
              { email: 'Odstąpienie od umowy' },
              ' albo pocztą, na przykład na ',
              { link: 'withdrawalForm', text: 'wzorze formularza odstąpienia od umowy' },
              ' (skorzystanie z niego nie jest obowiązkowe). Do zachowania terminu wystarczy złożenie oświadczenia przed jego upływem.',
            ],
            [
              'Sprzedawca niezwłocznie potwierdza otrzymanie oświadczenia e-mailem, podając jego treść oraz datę i godzinę złożenia.',
            ],
            [
              'Jeżeli zamówienie nie zostało jeszcze wysłane, Sprzedawca nie wysyła produktów, od których Klient odstąpił, i od razu zwraca ich cenę; odstąpienie od wszystkich produktów anuluje zamówienie, a Sprzedawca zwraca całą zapłaconą kwotę, razem z kosztem dostawy. Od części produktów zamówienia jeszcze nieopłaconego można odstąpić po jego opłaceniu.',
            ],
            [
              `Po otrzymaniu przesyłki Klient odsyła produkty w ciągu 14 dni od dnia złożenia oświadczenia, na adres: ${address}, z kartką z numerem zamówienia. Koszty odesłania produktu ponosi Klient.`,
            ],
            [
              'Sprzedawca zwraca płatność w ciągu 14 dni od otrzymania oświadczenia, tym samym sposobem, jakim została dokonana; przy odstąpieniu od całego zamówienia, także w kilku oświadczeniach, również koszt dostawy. Sprzedawca może wstrzymać zwrot do chwili otrzymania produktów albo dowodu ich odesłania.',
            ],
            [
              'Klient odpowiada za zmniejszenie wartości produktu wynikające z korzystania z niego w sposób wykraczający poza konieczny do stwierdzenia jego charakteru, cech i funkcjonowania. Sprzedawca może wtedy potrącić ze zwrotu kwotę tego zmniejszenia, podając jej uzasadnienie; samo odstąpienie od umowy pozostaje skuteczne.',
            ],
          ],
        },
        { kind: 'heading', text: 'Reklamacje' },
        {
          kind: 'provisions',
          items: [
            [
              'Sprzedawca odpowiada za zgodność produktu z umową. Odstępstwa od cech produktu nowego i zgodnego z umową opisane przy produkcie, które Konsument przy zamówieniu wyraźnie i odrębnie zaakceptował (art. 43b ust. 5 ustawy o prawach konsumenta), nie stanowią niezgodności z umową; inne wady produktu można reklamować.',
            ],
            [
              'Reklamację składa się od chwili wysłania zamówienia do upływu 2 lat od otrzymania produktu przyciskiem „Złóż reklamację” przy zamówieniu na stronie ',
              orders,
              ', wskazując produkty i opisując wady (można dołączyć zdjęcie), albo e-mailem na adres ',
              { email: 'Reklamacja' },
              ', podając numer zamówienia, numery produktów i opis wad.',
            ],
            [
              'Sprzedawca odbiera reklamowany produkt na swój koszt (art. 43d ust. 2 ustawy o prawach konsumenta): razem z potwierdzeniem reklamacji przesyła Klientowi e-mailem opłaconą przez siebie etykietę przesyłki zwrotnej InPost albo, gdy jej nadanie nie jest możliwe, zwraca Klientowi koszt odesłania produktu najtańszym zwykłym sposobem. Klient nie ponosi kosztów odesłania.',
            ],
            [
              'Sprzedawca ustosunkowuje się do reklamacji w ciągu 14 dni od dnia jej otrzymania i informuje Klienta o decyzji e-mailem oraz na stronie zamówienia. Jeżeli w tym terminie nie odpowie, uważa się, że uznał reklamację (art. 7a ust. 1 ustawy o prawach konsumenta).',
            ],
          ],
        },
        {
          kind: 'paragraph',
          content: [
            'Konsument może skorzystać z pozasądowych sposobów rozpatrywania sporów, m.in. z pomocy miejskiego lub powiatowego rzecznika konsumentów albo wojewódzkiego inspektoratu Inspekcji Handlowej.',
          ],
        },
      ],
    },
    {
      id: 'powiadomienia',
      title: 'Powiadomienia e-mail',
      blocks: [
        {
          kind: 'provisions',
          items: [
            [
              '„Przypomnij mi”: Klient może poprosić o jedną wiadomość e-mail w chwili startu wybranej kolekcji. Prośbę potwierdza się linkiem z wiadomości; każdą wiadomość można odwołać linkiem w jej treści.',
            ],
            [
              'Powiadomienia o obniżkach: Klient posiadający Konto może włączyć na stronie list życzeń wiadomości o obniżce ceny produktów ze swoich list. Wyłącza się je tym samym przełącznikiem albo linkiem w wiadomości.',
            ],
            [
              'Newsletter o nowych kolekcjach wysyłamy po potwierdzeniu zapisu linkiem z wiadomości; wypisać się można w każdej chwili linkiem w jego treści.',
            ],
            [
              'Wiadomości o zamówieniach (złożenie, płatność, wysyłka, doręczenie, zwroty, faktury) Sprzedawca wysyła w ramach wykonania umowy.',
            ],
          ],
        },
      ],
    },
    {
      id: 'odpowiedzialnosc',
      title: 'Odpowiedzialność',
      blocks: [
        {
          kind: 'provisions',
          items: [
            [
              'Sprzedawca dba o nieprzerwane działanie Sklepu, ale może ograniczyć jego dostępność na czas prac technicznych, w miarę możliwości w godzinach najmniejszego ruchu.',
            ],
            [
              'Zdjęcia i opisy przedstawiają rzeczywiste produkty. Odcienie kolorów mogą nieznacznie różnić się od rzeczywistych ze względu na ustawienia ekranu.',
            ],
            [
              'Sprzedawca nie odpowiada za skutki podania przez Klienta nieprawdziwych lub nieaktualnych danych, w szczególności adresu dostawy.',
            ],
            [
              'Wobec Klientów niebędących konsumentami, do których nie stosuje się przepisów o konsumencie (art. 7aa i 38a ustawy o prawach konsumenta), odpowiedzialność Sprzedawcy z tytułu rękojmi jest wyłączona, a odpowiedzialność odszkodowawcza ograniczona do wartości zamówienia. Ograniczenie nie dotyczy szkód wyrządzonych umyślnie.',
            ],
          ],
        },
      ],
    },
    {
      id: 'zmiany-regulaminu',
      title: 'Zmiany regulaminu',
      blocks: [
        {
          kind: 'provisions',
          items: [
            [
              'Sprzedawca może zmienić Regulamin z ważnych przyczyn, takich jak zmiana przepisów prawa, sposobów płatności lub dostawy albo zakresu usług Sklepu.',
            ],
            [
              'O zmianie Sprzedawca informuje w Sklepie, a Klientów posiadających Konto także e-mailem. Zmiany wchodzą w życie nie wcześniej niż 14 dni od ich ogłoszenia.',
            ],
            [
              'Zamówienia złożone przed wejściem zmian w życie realizuje się według dotychczasowych zasad.',
            ],
          ],
        },
      ],
    },
    {
      id: 'postanowienia-koncowe',
      title: 'Postanowienia końcowe',
      blocks: [
        {
          kind: 'provisions',
          items: [
            [
              'W sprawach nieuregulowanych Regulaminem stosuje się przepisy prawa polskiego, w szczególności Kodeksu cywilnego, ustawy o prawach konsumenta oraz ustawy o świadczeniu usług drogą elektroniczną.',
            ],
            [
              'Zasady przetwarzania danych osobowych opisuje ',
              { link: 'privacyPolicy', text: 'Polityka prywatności i plików cookies' },
              '.',
            ],
            [
              'To, jak Sklep spełnia wymagania dostępności, oraz sposób zgłoszenia problemu z dostępnością i złożenia skargi opisuje ',
              { link: 'accessibility', text: 'strona Dostępność' },
              '.',
            ],
            [
              'Spory z Klientami niebędącymi konsumentami rozstrzyga sąd właściwy dla siedziby Sprzedawcy.',
            ],
            [`Regulamin obowiązuje od ${formatDay(TERMS_VERSION)} r.`],
          ],
        },
      ],
    },
  ];
}
