// /withdrawal-form: the information on the right of withdrawal and the model withdrawal form
// (annex 2 of the consumer rights act), written once in @shop/shared/withdrawal-information and
// shown here, with the PDF the order confirmation also carries (docs/decisions/039).
import { withdrawalDocument } from '@shop/shared/withdrawal-information';
import { LegalDocument } from '../components/legal-document.tsx';
import { pageSections } from '../components/legal-blocks.tsx';
import { LegalPdfLink } from '../components/legal-pdf-link.tsx';
import { DemoOperatorNotice, useOperator } from '../components/operator-details.tsx';

export default function WithdrawalFormPage() {
  const document = withdrawalDocument(useOperator());
  return (
    <LegalDocument
      title={document.title}
      dateLine={document.subtitle}
      intro={
        <div className="grid gap-3">
          <DemoOperatorNotice />
          <LegalPdfLink path="/legal/withdrawal-form.pdf" label="Pobierz formularz (PDF)" />
        </div>
      }
      numbered={document.numbered}
      sections={pageSections(document.sections)}
    />
  );
}
