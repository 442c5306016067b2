// /conditions-of-use: the shop's terms (TERMS_VERSION), written once in @shop/shared/terms and
// shown here, with the PDF the order confirmation also carries (docs/decisions/039). Operator
// details come from the runtime configuration.
import { termsDocument, TERMS_VERSION } from '@shop/shared/terms';
import { formatDay } from '@shop/shared/warsaw-time';
import { LegalDocument } from '../components/legal-document.tsx';
import { pageSections } from '../components/legal-blocks.tsx';
import { LegalPdfLink } from '../components/legal-pdf-link.tsx';
import { DemoOperatorNotice, useOperator } from '../components/operator-details.tsx';

export default function ConditionsOfUsePage() {
  const terms = termsDocument(useOperator());
  return (
    <LegalDocument
      title={terms.title}
      dateLine={
        <>
          Obowiązuje od <time dateTime={TERMS_VERSION}>{formatDay(TERMS_VERSION)} r.</time>
        </>
      }
      intro={
        <div className="grid gap-3">
          <DemoOperatorNotice />
          <LegalPdfLink path="/legal/terms.pdf" label="Pobierz regulamin (PDF)" />
        </div>
      }
      sections={pageSections(terms.sections)}
    />
  );
}
