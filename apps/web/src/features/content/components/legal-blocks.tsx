// A legal document written as data (@shop/shared/legal-text: the terms, the withdrawal
// information and form) as the sections of a legal page: numbered provisions, headings,
// definitions, lines to fill in, with links inside the shop and the operator's e-mail.
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { LegalBlock, LegalInline, LegalLink, LegalSection } from '@shop/shared/legal-text';
import { paths } from '@/lib/paths.ts';
import type { LegalSection as PageSection } from './legal-document.tsx';
import { Provisions } from './legal-document.tsx';
import { OperatorEmail } from './operator-details.tsx';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

const addresses: Record<LegalLink, string> = {
  orders: paths.orders,
  privacyPolicy: paths.privacyPolicy,
  accessibility: paths.accessibility,
  withdrawalForm: paths.withdrawalForm,
};

function Inline({ content }: { content: readonly LegalInline[] }) {
  return content.map((part, index) => (
    <Fragment key={index}>
      {typeof part === 'string' ? (
        part
      ) : 'link' in part ? (
        <Link to={addresses[part.link]} className={linkClass}>
          {part.text}
        </Link>
      ) : (
        <OperatorEmail subject={part.email || undefined} />
      )}
    </Fragment>
  ));
}

function Block({ block }: { block: LegalBlock }): ReactNode {
  switch (block.kind) {
    case 'provisions':
      return (
        <Provisions>
          {block.items.map((item, index) => (
            <li key={index}>
              <Inline content={item} />
            </li>
          ))}
        </Provisions>
      );
    case 'heading':
      return <h3 className="mt-2 font-semibold text-slate-900">{block.text}</h3>;
    case 'paragraph':
      return (
        <p>
          <Inline content={block.content} />
        </p>
      );
    case 'definitions':
      return (
        <dl className="grid gap-3">
          {block.items.map(([term, definition]) => (
            <div key={term}>
              <dt className="inline font-semibold text-slate-900">{term}</dt>
              <dd className="inline"> – {definition}</dd>
            </div>
          ))}
        </dl>
      );
    case 'blanks':
      return (
        <dl className="grid gap-4">
          {block.items.map((label) => (
            <div key={label} className="grid gap-1">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="h-7 border-b border-dashed border-slate-400" />
            </div>
          ))}
        </dl>
      );
  }
}

/** The document's sections as the legal page frame (legal-document.tsx) takes them. */
export function pageSections(sections: readonly LegalSection[]): PageSection[] {
  return sections.map((section) => ({
    id: section.id,
    title: section.title,
    body: section.blocks.map((block, index) => <Block key={index} block={block} />),
  }));
}
