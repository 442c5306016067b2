// "Bezpieczeństwo produktu": what GPSR art. 19 has an online offer show before purchase (the
// manufacturer with its postal and electronic address, the EU responsible person of one outside
// the EU, what identifies the product, warnings and safety information in Polish) and, for a
// returned piece, what the shop checked, and the manual or safety sheet staff attached (PDF).
// Server-rendered with the rest of the product page.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FileText, ShieldAlert } from 'lucide-react';
import {
  documentSizeLabel,
  GPSR_START_LABEL,
  type Manufacturer,
  type ProductSafety,
} from '@shop/shared/product-safety';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="font-medium text-slate-900">{term}</dt>
      <dd className="break-words whitespace-pre-line text-slate-700">{children}</dd>
    </div>
  );
}

function Contact({
  name,
  postalAddress,
  email,
  website,
}: {
  name: string;
  postalAddress: string;
  email: string | null;
  website?: string | null;
}) {
  return (
    <>
      {name}
      <br />
      {postalAddress}
      {email && (
        <>
          <br />
          <a className="text-emerald-800 underline" href={`mailto:${email}`}>
            {email}
          </a>
        </>
      )}
      {website && (
        <>
          <br />
          <a className="text-emerald-800 underline" href={website} rel="noopener noreferrer">
            {website}
          </a>
        </>
      )}
    </>
  );
}

function ManufacturerRows({ manufacturer }: { manufacturer: Manufacturer }) {
  return (
    <>
      <Row term="Producent">
        <Contact {...manufacturer} />
      </Row>
      {manufacturer.euResponsible && (
        <Row term="Osoba odpowiedzialna w UE">
          <Contact {...manufacturer.euResponsible} />
        </Row>
      )}
    </>
  );
}

export function SafetySection({ safety }: { safety: ProductSafety | undefined }) {
  const known =
    safety && (safety.manufacturer || safety.model || safety.safetyInformation || safety.document);
  return (
    <section
      aria-labelledby="safety-heading"
      className="grid content-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 lg:col-span-2"
    >
      <h2 id="safety-heading" className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <ShieldAlert className="size-5 text-emerald-700" aria-hidden="true" />
        Bezpieczeństwo produktu
      </h2>
      {known ? (
        <dl className="grid gap-3 text-sm">
          {safety.manufacturer && <ManufacturerRows manufacturer={safety.manufacturer} />}
          {safety.model && <Row term="Model lub typ">{safety.model}</Row>}
          {safety.gtin && <Row term="EAN/GTIN">{safety.gtin}</Row>}
          {safety.serialNumber && <Row term="Numer seryjny lub partii">{safety.serialNumber}</Row>}
          {safety.safetyInformation && (
            <Row term="Ostrzeżenia i informacje o bezpieczeństwie">{safety.safetyInformation}</Row>
          )}
          {safety.document && (
            <Row term="Instrukcja i karta bezpieczeństwa">
              <a
                className="inline-flex items-center gap-1.5 break-words text-emerald-800 underline"
                href={safety.document.url}
                target="_blank"
                rel="noopener"
              >
                <FileText className="size-4 shrink-0" aria-hidden="true" />
                {safety.document.fileName}
              </a>{' '}
              <span className="text-slate-600">
                ({documentSizeLabel(safety.document.sizeBytes)})
              </span>
            </Row>
          )}
          {safety.inspectionNotes && (
            <Row term="Sprawdziliśmy ten egzemplarz">{safety.inspectionNotes}</Row>
          )}
          {safety.placedBeforeGpsr && (
            <Row term="Wprowadzenie do obrotu">{`Przed ${GPSR_START_LABEL}`}</Row>
          )}
        </dl>
      ) : (
        <p className="text-sm text-slate-700">
          {safety?.placedBeforeGpsr
            ? `Produkt wprowadzony do obrotu przed ${GPSR_START_LABEL}. `
            : ''}
          Dane producenta i informacje o bezpieczeństwie tego produktu podamy na życzenie:{' '}
          <Link className="text-emerald-800 underline" to="/contact">
            napisz do nas
          </Link>
          .
        </p>
      )}
    </section>
  );
}
