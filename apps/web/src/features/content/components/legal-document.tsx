// The frame of a legal page: title, the date it applies from, a table of contents and numbered
// sections (each section can be linked to by its id).
import type { ReactNode } from 'react';
import { documentTitle } from '@shop/shared/document-title';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export function LegalDocument({
  title,
  dateLine,
  intro,
  sections,
  numbered = true,
}: {
  title: string;
  dateLine: ReactNode;
  intro?: ReactNode;
  sections: readonly LegalSection[];
  /** Sections titled „§ 1.”, „§ 2.” (the terms, the privacy policy). */
  numbered?: boolean;
}) {
  const heading = (title: string, index: number) => (numbered ? `§ ${index + 1}. ${title}` : title);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{documentTitle(title)}</title>
      <header className="mb-8 grid gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="text-sm text-slate-600">{dateLine}</p>
        {intro && <div className="mt-2 leading-relaxed text-slate-700">{intro}</div>}
      </header>
      <nav
        aria-label="Spis treści"
        className="mb-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-900 uppercase">
          Spis treści
        </h2>
        <ol className="grid text-sm sm:grid-cols-2 sm:gap-1.5">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-11 items-center rounded text-brand-700 sm:min-h-0 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {heading(section.title, index)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-10">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-36"
          >
            <h2
              id={`${section.id}-heading`}
              className="mb-4 text-xl font-bold tracking-tight text-slate-900"
            >
              {heading(section.title, index)}
            </h2>
            <div className="legal-text grid gap-3 leading-relaxed text-slate-700">
              {section.body}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

/** A numbered list of provisions ("ustęp"). */
export function Provisions({ children }: { children: ReactNode }) {
  return <ol className="grid list-decimal gap-2.5 pl-6 marker:text-slate-500">{children}</ol>;
}
