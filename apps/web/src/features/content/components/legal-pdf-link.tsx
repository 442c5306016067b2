// The link to a legal document's PDF (GET /api/legal/...), the same file the order e-mail
// attaches.
import { FileDown } from 'lucide-react';
import { apiUrl } from '@/lib/api-client.ts';

export function LegalPdfLink({ path, label }: { path: string; label: string }) {
  return (
    <a
      href={apiUrl(path)}
      download
      className="inline-flex min-h-11 w-fit items-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:min-h-10"
    >
      <FileDown className="size-4" aria-hidden="true" />
      {label}
    </a>
  );
}
