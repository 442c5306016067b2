// /privacy-policy: the privacy and cookie policy, last updated 27 November
// 2026 (every kind of data the shop keeps, docs/privacy.md): controller, principles, purposes, data scope, recipients, retention, rights, cookies
// and the privacy contact. The controller's details come from the runtime configuration.
import { SHOP_NAME } from '@shop/shared/document-title';
import { LegalDocument, Provisions, type LegalSection } from '../components/legal-document.tsx';
import {
  DemoOperatorNotice,
  OperatorEmail,
  operatorLine,
  useOperator,
} from '../components/operator-details.tsx';

const purposes = [
  {
    purpose: 'Założenie i prowadzenie Konta',
    basis: 'wykonanie umowy o świadczenie usług drogą elektroniczną (art. 6 ust. 1 lit. b RODO)',
  },
  {
    purpose: 'Realizacja zamówień, płatności i dostaw',
    basis: 'wykonanie umowy sprzedaży (art. 6 ust. 1 lit. b RODO)',
  },
  {
    purpose: 'Wystawianie faktur i prowadzenie rozliczeń',
    basis: 'obowiązek prawny wynikający z przepisów podatkowych (art. 6 ust. 1 lit. c RODO)',
  },
  {
    purpose: 'Obsługa zwrotów i reklamacji',
    basis: 'obowiązek prawny i wykonanie umowy (art. 6 ust. 1 lit. b i c RODO)',
  },
  {
    purpose: 'Wysyłka newslettera',
    basis: 'zgoda wyrażona przez zapisanie się (art. 6 ust. 1 lit. a RODO)',
  },
  {
    purpose: 'Przypomnienia o starcie kolekcji („Przypomnij mi”)',
    basis: 'zgoda wyrażona prośbą o przypomnienie (art. 6 ust. 1 lit. a RODO)',
  },
  {
    purpose: 'Powiadomienia o obniżkach cen produktów z list życzeń',
    basis: 'zgoda wyrażona włączeniem powiadomień (art. 6 ust. 1 lit. a RODO)',
  },
  {
    purpose: 'Listy życzeń, koszyk i kupony przypisane do Konta',
    basis: 'wykonanie umowy o świadczenie usług drogą elektroniczną (art. 6 ust. 1 lit. b RODO)',
  },
  {
    purpose: 'Potwierdzenie akceptacji regulaminu',
    basis:
      'prawnie uzasadniony interes administratora: wykazanie zawarcia umowy (art. 6 ust. 1 lit. f RODO)',
  },
  {
    purpose: 'Bezpieczeństwo Sklepu i dochodzenie roszczeń',
    basis: 'prawnie uzasadniony interes administratora (art. 6 ust. 1 lit. f RODO)',
  },
];

export default function PrivacyPolicyPage() {
  const operator = useOperator();
  const sections: LegalSection[] = [
    {
      id: 'administrator',
      title: 'Administrator danych',
      body: (
        <>
          <p>
            Administratorem danych osobowych Klientów sklepu {SHOP_NAME} jest{' '}
            {operatorLine(operator)}, NIP {operator.nip}, KRS {operator.krs}, REGON {operator.regon}{' '}
            (dalej: Administrator).
          </p>
          <p>
            Z Administratorem można skontaktować się e-mailowo pod adresem <OperatorEmail />,
            telefonicznie pod numerem {operator.phone} albo listownie na adres siedziby.
          </p>
        </>
      ),
    },
    {
      id: 'zasady',
      title: 'Zasady przetwarzania danych',
      body: (
        <Provisions>
          <li>
            Przetwarzamy dane zgodnie z RODO, zgodnie z prawem, rzetelnie i w sposób przejrzysty dla
            osób, których dotyczą.
          </li>
          <li>
            Zbieramy tylko dane potrzebne do określonych celów i nie przetwarzamy ich dłużej, niż
            jest to konieczne.
          </li>
          <li>
            Chronimy dane odpowiednimi środkami technicznymi i organizacyjnymi: połączenie ze
            Sklepem jest szyfrowane, a hasła przechowujemy wyłącznie w postaci skrótu
            kryptograficznego.
          </li>
          <li>
            Nie sprzedajemy danych osobowych i nie podejmujemy wobec Klientów decyzji wyłącznie
            zautomatyzowanych.
          </li>
        </Provisions>
      ),
    },
    {
      id: 'cele',
      title: 'Cele i podstawy przetwarzania',
      body: (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Cele przetwarzania danych i ich podstawy prawne</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Cel
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Podstawa prawna
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {purposes.map((row) => (
                <tr key={row.purpose}>
                  <td className="px-4 py-2.5 font-medium text-slate-900">{row.purpose}</td>
                  <td className="px-4 py-2.5">{row.basis}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ),
    },
    {
      id: 'zakres',
      title: 'Zakres danych',
      body: (
        <Provisions>
          <li>
            Dane Konta: adres e-mail, numer telefonu, hasło (w postaci skrótu), data i godzina
            akceptacji regulaminu oraz jego wersja.
          </li>
          <li>
            Zapisane adresy dostawy i dane do faktury (nazwa firmy lub imię i nazwisko, adres, NIP).
          </li>
          <li>
            Dane zamówień: zamówione produkty i ceny, imię i nazwisko, adres dostawy, wybrany
            paczkomat, numer przesyłki i jej statusy, płatności (numer transakcji Przelewy24, bez
            danych karty ani rachunku), zwroty pieniędzy, faktury i paragony.
          </li>
          <li>
            Odstąpienia od umowy i reklamacje: wskazane produkty, data i godzina oświadczenia, opis
            wad, dołączone zdjęcie oraz decyzja Sklepu.
          </li>
          <li>Koszyk, listy życzeń i kupony przypisane do Konta.</li>
          <li>
            Zgody na powiadomienia: adres e-mail zapisany do newslettera lub przypomnienia o starcie
            kolekcji (z datą potwierdzenia) oraz data włączenia powiadomień o obniżkach.
          </li>
          <li>
            Dane techniczne: adres IP i informacje o urządzeniu w dziennikach serwera, a także adres
            e-mail i adres IP nieudanych prób logowania – w celach bezpieczeństwa.
          </li>
          <li>
            Podanie danych jest dobrowolne, ale bez nich nie możemy założyć Konta ani zrealizować
            zamówienia.
          </li>
        </Provisions>
      ),
    },
    {
      id: 'odbiorcy',
      title: 'Odbiorcy danych',
      body: (
        <>
          <p>Dane przekazujemy wyłącznie podmiotom, które pomagają nam prowadzić Sklep:</p>
          <Provisions>
            <li>operatorowi płatności Przelewy24 – w zakresie potrzebnym do obsługi płatności;</li>
            <li>firmie kurierskiej InPost – w zakresie potrzebnym do dostarczenia przesyłki;</li>
            <li>
              dostawcom hostingu, poczty elektronicznej i usług IT, na podstawie umów powierzenia;
            </li>
            <li>biuru rachunkowemu oraz organom państwowym, gdy wymagają tego przepisy prawa.</li>
          </Provisions>
          <p>Nie przekazujemy danych poza Europejski Obszar Gospodarczy.</p>
        </>
      ),
    },
    {
      id: 'okres',
      title: 'Okres przechowywania',
      body: (
        <Provisions>
          <li>Dane Konta – do czasu jego usunięcia.</li>
          <li>
            Dane zamówień i faktur – przez okres wymagany przepisami podatkowymi i rachunkowymi, co
            do zasady 5 lat od końca roku, w którym powstał obowiązek podatkowy.
          </li>
          <li>
            Dane związane z reklamacjami i roszczeniami – do upływu terminu przedawnienia roszczeń.
          </li>
          <li>Adres e-mail w newsletterze – do wypisania się lub cofnięcia zgody.</li>
          <li>
            Przypomnienie o starcie kolekcji – do wysłania przypomnienia albo jego odwołania;
            niepotwierdzone – do wygaśnięcia linku potwierdzającego.
          </li>
          <li>Zgoda na powiadomienia o obniżkach – do jej wyłączenia lub usunięcia Konta.</li>
          <li>Zdjęcia dołączone do reklamacji – razem z danymi reklamacji.</li>
          <li>
            Zapisy nieudanych prób logowania – liczone przez 15 minut, usuwane przy kolejnej próbie
            logowania w Sklepie.
          </li>
          <li>Dzienniki serwera – nie dłużej niż 90 dni.</li>
        </Provisions>
      ),
    },
    {
      id: 'prawa',
      title: 'Prawa osób, których dane dotyczą',
      body: (
        <>
          <p>Każdej osobie, której dane przetwarzamy, przysługuje prawo do:</p>
          <Provisions>
            <li>dostępu do danych i otrzymania ich kopii;</li>
            <li>sprostowania danych nieprawidłowych lub niekompletnych;</li>
            <li>usunięcia danych („prawo do bycia zapomnianym”);</li>
            <li>ograniczenia przetwarzania;</li>
            <li>przenoszenia danych;</li>
            <li>
              wniesienia sprzeciwu wobec przetwarzania opartego na prawnie uzasadnionym interesie;
            </li>
            <li>
              cofnięcia zgody w dowolnym momencie, bez wpływu na zgodność z prawem wcześniejszego
              przetwarzania;
            </li>
            <li>
              wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych (ul. Stawki 2, 00-193
              Warszawa).
            </li>
          </Provisions>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Pliki cookies i pamięć przeglądarki',
      body: (
        <Provisions>
          <li>
            Sklep nie używa plików cookies reklamowych ani analitycznych i nie śledzi Klientów w
            innych serwisach.
          </li>
          <li>
            W pamięci lokalnej przeglądarki (localStorage) zapisujemy tylko to, co jest niezbędne do
            działania Sklepu: sesję zalogowanego Klienta, zawartość koszyka gościa oraz ustawienia
            wybrane przez personel. Dane te pozostają na urządzeniu Klienta.
          </li>
          <li>
            Dane zapisane w przeglądarce można w każdej chwili usunąć w jej ustawieniach.
            Wylogowanie usuwa dane sesji; bez pamięci lokalnej nie można zalogować się ani korzystać
            z koszyka.
          </li>
          <li>
            Mapa paczkomatów w zamówieniu jest ładowana z serwerów InPost, które mogą używać
            własnych plików cookies zgodnie z polityką prywatności InPost.
          </li>
        </Provisions>
      ),
    },
    {
      id: 'kontakt',
      title: 'Kontakt w sprawach prywatności',
      body: (
        <p>
          W sprawach dotyczących danych osobowych i realizacji swoich praw napisz na adres{' '}
          <OperatorEmail subject="Dane osobowe" /> z dopiskiem „Dane osobowe” albo wyślij list na
          adres {operatorLine(operator)}. Odpowiadamy bez zbędnej zwłoki, nie później niż w ciągu
          miesiąca.
        </p>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Polityka prywatności i plików cookies"
      dateLine={
        <>
          Ostatnia aktualizacja: <time dateTime="2026-11-27">27 listopada 2026 r.</time>
        </>
      }
      intro={<DemoOperatorNotice />}
      sections={sections}
    />
  );
}
