// /conditions-of-use: the shop's terms (TERMS_VERSION), with the withdrawal function and
// complaints in the shop, the e-mail notices and the returns rules (docs/returns.md, decision
// 029 in docs/decisions). Operator details come from the runtime configuration.
import { Link } from 'react-router';
import { ReturnAddress } from '@/components/return-address.tsx';
import { LEVEL_PERCENTS } from '@shop/shared/price-schedule';
import { SHOP_NAME } from '@shop/shared/document-title';
import { paths } from '@/lib/paths.ts';
import { LegalDocument, Provisions, type LegalSection } from '../components/legal-document.tsx';
import {
  DemoOperatorNotice,
  OperatorEmail,
  operatorLine,
  useOperator,
} from '../components/operator-details.tsx';
import { TERMS_VERSION } from '@shop/shared/terms';
import { formatDay } from '@shop/shared/warsaw-time';

const link = 'font-medium text-brand-700 underline-offset-2 hover:underline';

export default function ConditionsOfUsePage() {
  const operator = useOperator();
  const ordersLink = (
    <Link to={paths.orders} className={link}>
      Zamówienia
    </Link>
  );

  const sections: LegalSection[] = [
    {
      id: 'postanowienia-ogolne',
      title: 'Postanowienia ogólne',
      body: (
        <Provisions>
          <li>
            Regulamin określa zasady korzystania ze sklepu internetowego {SHOP_NAME} (dalej: Sklep),
            zawierania umów sprzedaży, płatności, dostawy, odstąpienia od umowy oraz składania
            reklamacji.
          </li>
          <li>
            Sklep prowadzi {operatorLine(operator)}, NIP {operator.nip}, KRS {operator.krs}, REGON{' '}
            {operator.regon} (dalej: Sprzedawca). Ze Sprzedawcą można kontaktować się e-mailowo pod
            adresem <OperatorEmail /> oraz telefonicznie pod numerem {operator.phone}.
          </li>
          <li>
            Regulamin jest udostępniany nieodpłatnie w Sklepie, w sposób umożliwiający jego
            pobranie, utrwalenie i wydrukowanie.
          </li>
          <li>
            Ceny w Sklepie są cenami brutto w złotych polskich i zawierają podatek VAT. Koszt
            dostawy jest podawany przed złożeniem zamówienia i nie jest wliczony w cenę produktu.
          </li>
          <li>Sprzedawca dostarcza produkty wyłącznie na terytorium Rzeczypospolitej Polskiej.</li>
        </Provisions>
      ),
    },
    {
      id: 'definicje',
      title: 'Definicje',
      body: (
        <dl className="grid gap-3">
          {[
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
          ].map(([term, definition]) => (
            <div key={term}>
              <dt className="inline font-semibold text-slate-900">{term}</dt>
              <dd className="inline"> – {definition}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    {
      id: 'zasady-korzystania',
      title: 'Zasady korzystania ze Sklepu',
      body: (
        <Provisions>
          <li>
            Przeglądanie produktów, wyszukiwanie i dodawanie produktów do koszyka nie wymagają
            rejestracji. Złożenie zamówienia wymaga założenia Konta i zalogowania się.
          </li>
          <li>
            Do korzystania ze Sklepu potrzebne są: urządzenie z dostępem do Internetu, aktualna
            przeglądarka internetowa z włączoną obsługą JavaScript i pamięci lokalnej oraz aktywny
            adres e-mail.
          </li>
          <li>
            Konto zakłada się, podając adres e-mail, numer telefonu i hasło. Konto jest bezpłatne i
            prowadzone na czas nieoznaczony. Klient może w każdej chwili zażądać jego usunięcia,
            pisząc na adres <OperatorEmail subject="Usunięcie konta" />.
          </li>
          <li>Klient zachowuje hasło w tajemnicy i nie udostępnia Konta osobom trzecim.</li>
          <li>
            Zabronione jest dostarczanie treści o charakterze bezprawnym oraz działania zakłócające
            pracę Sklepu, w tym masowe, zautomatyzowane pobieranie danych.
          </li>
        </Provisions>
      ),
    },
    {
      id: 'zamowienia-i-platnosci',
      title: 'Zamówienia i płatności',
      body: (
        <Provisions>
          <li>
            Produkty z kolekcji można kupić dopiero po jej starcie. Produkt można zamówić, dopóki
            jest dostępny i znajduje się na stanie.
          </li>
          <li>
            Produkty z ceną dynamiczną kosztują w kolejnych dniach od startu kolekcji:{' '}
            {LEVEL_PERCENTS.map(
              (percent, level) => `w dniach ${level * 2 + 1}–${level * 2 + 2} ${percent}%`,
            ).join(', ')}{' '}
            ceny rynkowej, w dniach 13–14 – 1,00 zł. Po 14 dniach produkt jest wycofywany ze
            sprzedaży. Produkty z ceną stałą zachowują cenę wskazaną w Sklepie. Przy każdej obniżce
            Sklep podaje najniższą cenę produktu z 30 dni przed obniżką.
          </li>
          <li>
            Wiążąca jest cena z chwili złożenia zamówienia. Późniejsza obniżka ceny nie zmienia ceny
            zamówienia już złożonego.
          </li>
          <li>
            Aby złożyć zamówienie, Klient wybiera produkty, adres dostawy, sposób dostawy (kurier
            albo paczkomat), a opcjonalnie dane do faktury i kupon rabatowy, a następnie potwierdza
            zamówienie z obowiązkiem zapłaty. Umowa sprzedaży zostaje zawarta z chwilą złożenia
            zamówienia.
          </li>
          <li>
            Złożenie zamówienia rezerwuje zamówione produkty na czas płatności. Zamówienie, które
            nie zostanie opłacone w czasie rezerwacji wskazanym przy płatności, jest anulowane, a
            produkty wracają do sprzedaży.
          </li>
          <li>
            Płatność odbywa się kodem BLIK albo przelewem online za pośrednictwem operatora
            płatności Przelewy24. Zamówienie realizujemy po zaksięgowaniu płatności.
          </li>
          <li>
            Koszt dostawy wynosi 10,00 zł brutto za zamówienie, chyba że kupon przewiduje darmową
            dostawę. Do zamówienia można użyć jednego kuponu, na warunkach w nim określonych.
          </li>
          <li>
            Na życzenie Klienta, po podaniu danych do faktury, Sprzedawca wystawia fakturę VAT.
          </li>
          <li>
            Numer zamówienia oraz numery zamówionych produktów Klient znajdzie w swoim Koncie, na
            stronie {ordersLink}. Tych numerów używa się przy odstąpieniu od umowy i reklamacji.
          </li>
        </Provisions>
      ),
    },
    {
      id: 'reklamacje-i-zwroty',
      title: 'Reklamacje i zwroty',
      body: (
        <>
          <h3 className="font-semibold text-slate-900">Odstąpienie od umowy</h3>
          <Provisions>
            <li>
              Prawo odstąpienia od umowy przysługuje konsumentom oraz osobom fizycznym prowadzącym
              działalność gospodarczą, dla których zakup nie ma charakteru zawodowego (art. 38a
              ustawy o prawach konsumenta), także gdy podają NIP do faktury. Nie przysługuje przy
              zakupie, który Klient przy zamówieniu oznaczył jako związany z zawodowym charakterem
              swojej działalności. Od umowy można odstąpić bez podania przyczyny od chwili jej
              zawarcia do upływu 14 dni od dnia otrzymania produktu.
            </li>
            <li>
              Aby odstąpić od umowy, Klient wybiera przy zamówieniu na stronie {ordersLink} przycisk
              „Odstąp od umowy”, wskazuje produkty, od których odstępuje, i zatwierdza oświadczenie
              przyciskiem „Potwierdź odstąpienie”. Link do tej funkcji znajduje się też w
              wiadomościach e-mail o zamówieniu. Można także wysłać oświadczenie e-mailem na adres{' '}
              <OperatorEmail subject="Odstąpienie od umowy" />. Do zachowania terminu wystarczy
              złożenie oświadczenia przed jego upływem.
            </li>
            <li>
              Sprzedawca niezwłocznie potwierdza otrzymanie oświadczenia e-mailem, podając jego
              treść oraz datę i godzinę złożenia.
            </li>
            <li>
              Jeżeli zamówienie nie zostało jeszcze wysłane, Sprzedawca nie wysyła produktów, od
              których Klient odstąpił, i od razu zwraca ich cenę; odstąpienie od wszystkich
              produktów anuluje zamówienie, a Sprzedawca zwraca całą zapłaconą kwotę, razem z
              kosztem dostawy. Od części produktów zamówienia jeszcze nieopłaconego można odstąpić
              po jego opłaceniu.
            </li>
            <li>
              Po otrzymaniu przesyłki Klient odsyła produkty w ciągu 14 dni od dnia złożenia
              oświadczenia, na adres: <ReturnAddress />, z kartką z numerem zamówienia. Koszty
              odesłania produktu ponosi Klient.
            </li>
            <li>
              Sprzedawca zwraca płatność w ciągu 14 dni od otrzymania oświadczenia, tym samym
              sposobem, jakim została dokonana; przy odstąpieniu od całego zamówienia także koszt
              dostawy. Sprzedawca może wstrzymać zwrot do chwili otrzymania produktów albo dowodu
              ich odesłania.
            </li>
            <li>
              Klient odpowiada za zmniejszenie wartości produktu wynikające z korzystania z niego w
              sposób wykraczający poza konieczny do stwierdzenia jego charakteru, cech i
              funkcjonowania. Sprzedawca może wtedy potrącić ze zwrotu kwotę tego zmniejszenia,
              podając jej uzasadnienie; samo odstąpienie od umowy pozostaje skuteczne.
            </li>
          </Provisions>
          <h3 className="mt-2 font-semibold text-slate-900">Reklamacje</h3>
          <Provisions>
            <li>
              Sprzedawca odpowiada za zgodność produktu z umową. Wiele produktów pochodzi ze
              zwrotów: ich stan (nowy, po zwrocie lub używany, z brakującymi częściami, uszkodzony)
              i opisane wady są częścią umowy i nie stanowią niezgodności z umową.
            </li>
            <li>
              Reklamację składa się w ciągu 2 lat od otrzymania produktu przyciskiem „Złóż
              reklamację” przy zamówieniu na stronie {ordersLink}, wskazując produkty i opisując
              wady (można dołączyć zdjęcie), albo e-mailem na adres{' '}
              <OperatorEmail subject="Reklamacja" />, podając numer zamówienia, numery produktów i
              opis wad. Reklamowany produkt odsyła się w ciągu 14 dni od zgłoszenia na adres:{' '}
              <ReturnAddress />.
            </li>
            <li>
              Sprzedawca ustosunkowuje się do reklamacji w ciągu 14 dni od dnia jej otrzymania i
              informuje Klienta o decyzji e-mailem oraz na stronie zamówienia. Jeżeli w tym terminie
              nie odpowie, uważa się, że uznał reklamację (art. 7a ust. 1 ustawy o prawach
              konsumenta).
            </li>
          </Provisions>
          <p>
            Konsument może skorzystać z pozasądowych sposobów rozpatrywania sporów, m.in. z pomocy
            miejskiego lub powiatowego rzecznika konsumentów albo wojewódzkiego inspektoratu
            Inspekcji Handlowej.
          </p>
        </>
      ),
    },
    {
      id: 'powiadomienia',
      title: 'Powiadomienia e-mail',
      body: (
        <Provisions>
          <li>
            „Przypomnij mi”: Klient może poprosić o jedną wiadomość e-mail w chwili startu wybranej
            kolekcji. Prośbę potwierdza się linkiem z wiadomości; każdą wiadomość można odwołać
            linkiem w jej treści.
          </li>
          <li>
            Powiadomienia o obniżkach: Klient posiadający Konto może włączyć na stronie list życzeń
            wiadomości o obniżce ceny produktów ze swoich list. Wyłącza się je tym samym
            przełącznikiem albo linkiem w wiadomości.
          </li>
          <li>
            Newsletter o nowych kolekcjach wysyłamy po potwierdzeniu zapisu linkiem z wiadomości;
            wypisać się można w każdej chwili linkiem w jego treści.
          </li>
          <li>
            Wiadomości o zamówieniach (złożenie, płatność, wysyłka, doręczenie, zwroty, faktury)
            Sprzedawca wysyła w ramach wykonania umowy.
          </li>
        </Provisions>
      ),
    },
    {
      id: 'odpowiedzialnosc',
      title: 'Odpowiedzialność',
      body: (
        <Provisions>
          <li>
            Sprzedawca dba o nieprzerwane działanie Sklepu, ale może ograniczyć jego dostępność na
            czas prac technicznych, w miarę możliwości w godzinach najmniejszego ruchu.
          </li>
          <li>
            Zdjęcia i opisy przedstawiają rzeczywiste produkty. Odcienie kolorów mogą nieznacznie
            różnić się od rzeczywistych ze względu na ustawienia ekranu.
          </li>
          <li>
            Sprzedawca nie odpowiada za skutki podania przez Klienta nieprawdziwych lub
            nieaktualnych danych, w szczególności adresu dostawy.
          </li>
          <li>
            Wobec Klientów niebędących konsumentami, do których nie stosuje się przepisów o
            konsumencie (art. 7aa i 38a ustawy o prawach konsumenta), odpowiedzialność Sprzedawcy z
            tytułu rękojmi jest wyłączona, a odpowiedzialność odszkodowawcza ograniczona do wartości
            zamówienia. Ograniczenie nie dotyczy szkód wyrządzonych umyślnie.
          </li>
        </Provisions>
      ),
    },
    {
      id: 'zmiany-regulaminu',
      title: 'Zmiany regulaminu',
      body: (
        <Provisions>
          <li>
            Sprzedawca może zmienić Regulamin z ważnych przyczyn, takich jak zmiana przepisów prawa,
            sposobów płatności lub dostawy albo zakresu usług Sklepu.
          </li>
          <li>
            O zmianie Sprzedawca informuje w Sklepie, a Klientów posiadających Konto także e-mailem.
            Zmiany wchodzą w życie nie wcześniej niż 14 dni od ich ogłoszenia.
          </li>
          <li>
            Zamówienia złożone przed wejściem zmian w życie realizuje się według dotychczasowych
            zasad.
          </li>
        </Provisions>
      ),
    },
    {
      id: 'postanowienia-koncowe',
      title: 'Postanowienia końcowe',
      body: (
        <Provisions>
          <li>
            W sprawach nieuregulowanych Regulaminem stosuje się przepisy prawa polskiego, w
            szczególności Kodeksu cywilnego, ustawy o prawach konsumenta oraz ustawy o świadczeniu
            usług drogą elektroniczną.
          </li>
          <li>
            Zasady przetwarzania danych osobowych opisuje{' '}
            <Link to={paths.privacyPolicy} className={link}>
              Polityka prywatności i plików cookies
            </Link>
            .
          </li>
          <li>
            Spory z Klientami niebędącymi konsumentami rozstrzyga sąd właściwy dla siedziby
            Sprzedawcy.
          </li>
          <li>Regulamin obowiązuje od {formatDay(TERMS_VERSION)} r.</li>
        </Provisions>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Regulamin sklepu"
      dateLine={
        <>
          Obowiązuje od <time dateTime={TERMS_VERSION}>{formatDay(TERMS_VERSION)} r.</time>
        </>
      }
      intro={<DemoOperatorNotice />}
      sections={sections}
    />
  );
}
