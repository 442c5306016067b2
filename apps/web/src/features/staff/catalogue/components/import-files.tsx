// The import page's two inputs: the sheet (CSV or XLSX) and the pictures, chosen or dropped
// (many at once, or ZIP archives of them). Files are only referenced here: the browser reads
// them while it sends them, so hundreds of pictures never sit in the page's memory.
import { useRef, useState, type DragEvent } from 'react';
import { FileSpreadsheet, ImagePlus, X } from 'lucide-react';
import { plural } from '@shop/shared/stock-words';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { isZip } from '../api/import-products.ts';

const SHEET_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PICTURE_ACCEPT = [...PICTURE_TYPES, '.zip', 'application/zip'].join(',');

/** "340 kB", "12,3 MB" */
const fileSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} kB`
    : `${(bytes / 1024 / 1024).toLocaleString('pl-PL', { maximumFractionDigits: 1 })} MB`;

/** "60 zdjęć, 1 archiwum ZIP · 12,3 MB" */
export function picturesSummary(files: File[]): string {
  const zips = files.filter(isZip).length;
  const pictures = files.length - zips;
  const parts = [
    pictures > 0 ? `${pictures} ${plural(pictures, ['zdjęcie', 'zdjęcia', 'zdjęć'])}` : null,
    zips > 0 ? `${zips} ${plural(zips, ['archiwum ZIP', 'archiwa ZIP', 'archiwów ZIP'])}` : null,
  ].filter(Boolean);
  const size = files.reduce((sum, file) => sum + file.size, 0);
  return `${parts.join(', ')} · ${fileSize(size)}`;
}

export function SheetPicker({
  sheet,
  disabled,
  onChange,
}: {
  sheet: File | null;
  disabled: boolean;
  onChange: (file: File | null) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-2">
      <span id="import-sheet-label" className="text-sm font-semibold text-slate-900">
        Plik z produktami (CSV lub XLSX)
      </span>
      <input
        ref={inputRef}
        type="file"
        accept={SHEET_ACCEPT}
        hidden
        disabled={disabled}
        aria-labelledby="import-sheet-label"
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
        >
          <FileSpreadsheet aria-hidden="true" />
          {sheet ? 'Wybierz inny plik' : 'Wybierz plik'}
        </Button>
        <span className="text-sm text-slate-600" data-testid="import-sheet-name">
          {sheet ? `${sheet.name} · ${fileSize(sheet.size)}` : 'Nie wybrano pliku'}
        </span>
      </div>
    </div>
  );
}

export function PicturePicker({
  pictures,
  disabled,
  onChange,
}: {
  pictures: File[];
  disabled: boolean;
  onChange: (files: File[]) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const add = (list: FileList | null) => {
    const picked = [...(list ?? [])].filter(
      (file) => PICTURE_TYPES.includes(file.type) || isZip(file),
    );
    const names = new Set(pictures.map((file) => file.name));
    onChange([...pictures, ...picked.filter((file) => !names.has(file.name))]);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) add(event.dataTransfer.files);
  };
  return (
    <div className="grid gap-2">
      <span id="import-pictures-label" className="text-sm font-semibold text-slate-900">
        Zdjęcia (JPG, PNG, WebP albo archiwum ZIP)
      </span>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'grid justify-items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          over ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <ImagePlus className="size-8 text-brand-700" aria-hidden="true" />
        <p className="text-sm text-slate-700">
          Upuść tu zdjęcia albo archiwum ZIP. Nazwy plików muszą odpowiadać kolumnie „Zdjęcia”.
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={PICTURE_ACCEPT}
          multiple
          hidden
          disabled={disabled}
          aria-labelledby="import-pictures-label"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
        >
          Wybierz zdjęcia
        </Button>
      </div>
      {pictures.length > 0 && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span data-testid="import-pictures-summary">{picturesSummary(pictures)}</span>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => onChange([])}
          >
            <X aria-hidden="true" />
            Usuń wybrane zdjęcia
          </Button>
        </p>
      )}
    </div>
  );
}
