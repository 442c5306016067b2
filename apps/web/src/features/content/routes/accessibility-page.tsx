// /accessibility ("Dostępność"): how the shop meets the accessibility requirements of the Polish
// act implementing the European Accessibility Act (EN 301 549, WCAG 2.1 AA), what is known not
// to, how to report a problem and file the act's complaint („skarga”: 30 days, 60 in a
// complicated case; docs/accessibility.md). Linked from every page's footer.
import { SHOP_NAME } from '@shop/shared/document-title';
import { formatDay } from '@shop/shared/warsaw-time';
import { LegalDocument, Provisions, type LegalSection } from '../components/legal-document.tsx';
import {
  DemoOperatorNotice,
  OperatorEmail,
  operatorLine,
  useOperator,
} from '../components/operator-details.tsx';

/** The day this statement was last reviewed: change it with the text. */
const REVIEWED = '2026-11-28';

export default function AccessibilityPage() {
  const operator = useOperator();
  const sections: LegalSection[] = [
    {
      id: 'zgodnosc',
      title: 'Wymagania i stan zgodności',
      body: (
        <>
          <p>
            Sklep {SHOP_NAME} prowadzi {operatorLine(operator)}. Dbamy, aby Sklep spełniał wymagania
            dostępności z ustawy z dnia 26 kwietnia 2024 r. o zapewnianiu spełniania wymagań
            dostępności niektórych produktów i usług przez podmioty gospodarcze, czyli wymagania
            normy EN 301 549, odpowiadające standardowi WCAG 2.1 na poziomie AA.
          </p>
          <p>
            Sklep jest częściowo zgodny z tymi wymaganiami. Niezgodności i treści, na które nie mamy
            wpływu, opisujemy niżej.
          </p>
        </>
      ),
    },
    {
      id: 'jak',
      title: 'Jak Sklep spełnia wymagania',
      body: (
        <Provisions>
          <li>
            Strony mają nagłówki, punkty orientacyjne i link „Przejdź do treści”, a przyciski i pola
            formularzy mają opisy odczytywane przez czytniki ekranu.
          </li>
          <li>
            Przyciski, linki, pola i okna dialogowe obsłużysz klawiaturą; element, na którym jesteś,
            jest wyraźnie zaznaczony.
          </li>
          <li>
            Komunikaty o błędach formularzy są tekstowe, po polsku i stoją przy polu, którego
            dotyczą.
          </li>
          <li>
            Strony układają się na ekranach telefonów, a kontrast tekstu sprawdzają automatyczne
            testy opisane niżej.
          </li>
          <li>
            Przy każdej zmianie Sklepu automatyczne testy (axe, reguły WCAG 2.1 A i AA) sprawdzają
            każdą stronę Sklepu i panelu obsługi, na komputerze i na telefonie, a inny test
            przechodzi całą ścieżkę zakupu – od koszyka do płatności – samą klawiaturą.
          </li>
        </Provisions>
      ),
    },
    {
      id: 'ograniczenia',
      title: 'Znane ograniczenia',
      body: (
        <Provisions>
          <li>
            Płatność przelewem odbywa się na stronie operatora płatności Przelewy24, a mapę
            paczkomatów dostarcza InPost: za ich dostępność odpowiadają te firmy. Płatność BLIK i
            wyszukiwarka paczkomatów działają na stronach sklepu.
          </li>
          <li>
            Faktury w formacie PDF nie mają znaczników dostępności. Na prośbę prześlemy treść
            faktury w innej formie.
          </li>
        </Provisions>
      ),
    },
    {
      id: 'zglaszanie',
      title: 'Zgłaszanie problemów i skarga',
      body: (
        <>
          <p>
            Jeśli coś w Sklepie jest dla Ciebie niedostępne, napisz na adres{' '}
            <OperatorEmail subject="Dostępność sklepu" /> albo zadzwoń pod numer {operator.phone}.
            Podaj adres strony i opisz, co nie działa. Odpowiemy w ciągu 14 dni i, jeśli to możliwe,
            przekażemy informację lub zrealizujemy zamówienie w inny, dostępny sposób.
          </p>
          <p>
            Możesz też złożyć skargę na niespełnianie przez Sklep wymagań dostępności: pisemnie na
            adres {operatorLine(operator)}, elektronicznie na adres{' '}
            <OperatorEmail subject="Skarga – dostępność" /> albo ustnie pod numerem {operator.phone}
            . Skarga zawiera Twoje imię i nazwisko, dane do kontaktu (z informacją, jaką formę
            kontaktu wolisz), wskazanie usługi (Sklep {SHOP_NAME}, najlepiej z adresem strony) i
            opis, których wymagań dostępności Sklep nie spełnia; możesz opisać też sposób, w jaki
            usługa stałaby się dla Ciebie dostępna.
          </p>
          <p>
            Skargę rozpatrujemy w ciągu 30 dni od jej otrzymania. W szczególnie skomplikowanej
            sprawie możemy ten termin przedłużyć do 60 dni: napiszemy Ci wtedy przed upływem 30 dni,
            dlaczego i do kiedy. Jeżeli nie odpowiemy w terminie, skargę uważa się za rozpatrzoną
            zgodnie z Twoim żądaniem.
          </p>
          <p>
            Jeśli nasza odpowiedź Cię nie zadowoli, możesz zgłosić niespełnianie wymagań dostępności
            organowi nadzoru rynku usług handlu elektronicznego, którym jest minister właściwy do
            spraw informatyzacji (Minister Cyfryzacji), albo Prezesowi Zarządu Państwowego Funduszu
            Rehabilitacji Osób Niepełnosprawnych, który przyjmuje zawiadomienia i koordynuje nadzór
            nad dostępnością produktów i usług (ustawa z dnia 26 kwietnia 2024 r. o zapewnianiu
            spełniania wymagań dostępności niektórych produktów i usług przez podmioty gospodarcze).
          </p>
        </>
      ),
    },
  ];

  return (
    <LegalDocument
      title="Dostępność"
      dateLine={
        <>
          Stan na <time dateTime={REVIEWED}>{formatDay(REVIEWED)} r.</time>
        </>
      }
      intro={<DemoOperatorNotice />}
      sections={sections}
    />
  );
}
