// The product form's pictures: JPG, PNG or WebP files, several at once or from the camera where
// the device has one, uploaded one request per file as soon as they are chosen, once the product
// exists ('Najpierw utwórz produkt'). The progress bar shows the share of files done, ends at 100
// and goes back to 0; files that failed stay listed with "Spróbuj ponownie". Stored pictures can
// be moved (the first is the main one: cards, gallery, feeds), made the main one, or removed
// (after a confirmation).
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ArrowLeft, ArrowRight, Camera, ImagePlus, RotateCcw, Star, Trash2, X } from 'lucide-react';
import { imageVariantUrl } from '@shop/shared/images';
import { Alert } from '@/components/ui/alert.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { deleteProductImage } from '../api/delete-product-image.ts';
import { orderProductImages } from '../api/order-product-images.ts';
import { uploadProductImage } from '../api/upload-product-image.ts';
import { UploadProgress } from './upload-progress.tsx';

const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const ACCEPT = ACCEPTED_TYPES.join(',');
const UPLOAD_FAILED = 'Nie udało się przesłać zdjęć. Spróbuj ponownie.';
/** How long the full bar stays before it goes back to 0. */
const DONE_PAUSE_MS = 800;

export interface ProductImagesProps {
  /** null until the product is created. */
  productId: number | null;
  images: string[];
  onImagesChange: (images: string[]) => void;
}

/** A file being uploaded, or left after a failure, with its preview (an object URL). */
interface Pending {
  file: File;
  preview: string;
}

export function ProductImages({ productId, images, onImagesChange }: ProductImagesProps) {
  const [pending, setPendingState] = useState<Pending[]>([]);
  const pendingRef = useRef<Pending[]>([]);
  const [progress, setProgress] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const [ordering, setOrdering] = useState(false);
  const pickRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const disabled = productId === null || uploading;
  /** The stored picture (URL and its number on screen) waiting for the removal's confirmation. */
  const [removing, setRemoving] = useState<{ url: string; number: number } | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const busy = uploading || removeBusy || ordering;

  function setPending(next: Pending[]) {
    for (const old of pendingRef.current) {
      if (!next.includes(old)) URL.revokeObjectURL(old.preview);
    }
    pendingRef.current = next;
    setPendingState(next);
  }
  useEffect(
    () => () => {
      clearTimeout(resetTimer.current);
      pendingRef.current.forEach((item) => URL.revokeObjectURL(item.preview));
      pendingRef.current = [];
    },
    [],
  );

  async function upload() {
    const files = pendingRef.current;
    if (productId === null || files.length === 0) return;
    clearTimeout(resetTimer.current);
    setUploading(true);
    setFailure(null);
    setProgress(0);
    let done = 0;
    try {
      for (const item of files) {
        onImagesChange(await uploadProductImage(productId, item.file));
        done++;
        setPending(pendingRef.current.filter((other) => other !== item));
        setProgress(Math.round((done / files.length) * 100));
      }
      toast({
        title: 'Sukces',
        description: 'Zdjęcia zostały przesłane pomyślnie',
        variant: 'success',
      });
      resetTimer.current = setTimeout(() => setProgress(0), DONE_PAUSE_MS);
    } catch (error) {
      console.error('Image upload failed', error);
      setProgress(0);
      const reason = errorMessage(error, '');
      setFailure(reason ? `${UPLOAD_FAILED} ${reason}` : UPLOAD_FAILED);
      toast({ title: 'Błąd', description: UPLOAD_FAILED, variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file may be chosen again later
    const accepted = picked.filter((file) => ACCEPTED_TYPES.includes(file.type));
    setRejected(picked.filter((file) => !accepted.includes(file)).map((file) => file.name));
    if (accepted.length === 0) return;
    setPending([
      ...pendingRef.current,
      ...accepted.map((file) => ({ file, preview: URL.createObjectURL(file) })),
    ]);
    void upload();
  }

  async function reorder(next: string[], done: string) {
    if (productId === null) return;
    setOrdering(true);
    try {
      onImagesChange(await orderProductImages(productId, next));
      toast({ title: 'Sukces', description: done, variant: 'success' });
    } catch (error) {
      const description = errorMessage(error, 'Nie udało się zmienić kolejności zdjęć.');
      toast({ title: 'Błąd', description, variant: 'destructive' });
    } finally {
      setOrdering(false);
    }
  }
  const moved = (from: number, to: number) => {
    const next = [...images];
    const [url] = next.splice(from, 1);
    next.splice(to, 0, url!);
    return next;
  };

  async function confirmRemove() {
    if (!removing || productId === null) return;
    setRemoveBusy(true);
    try {
      onImagesChange(await deleteProductImage(productId, removing.url));
      toast({ title: 'Sukces', description: 'Zdjęcie zostało usunięte.', variant: 'success' });
    } catch (error) {
      const description = errorMessage(error, 'Nie udało się usunąć zdjęcia. Spróbuj ponownie.');
      toast({ title: 'Błąd', description, variant: 'destructive' });
    } finally {
      setRemoveBusy(false);
      setRemoving(null);
    }
  }

  return (
    <section aria-labelledby="product-images-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="product-images-heading" className="text-lg font-semibold text-slate-900">
          Zdjęcia
        </h2>
        <p className="text-sm text-slate-600">
          {productId === null
            ? 'Najpierw utwórz produkt'
            : 'Pliki JPG, PNG lub WebP; możesz wybrać kilka naraz albo zrobić zdjęcie aparatem. Przesyłają się od razu; pierwsze zdjęcie jest główne.'}
        </p>
      </div>

      {images.length > 0 && (
        <ul aria-label="Zdjęcia produktu" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {images.map((url, index) => (
            <li key={url} className="grid gap-1.5">
              <div className="relative aspect-square overflow-hidden rounded-lg bg-slate-100">
                <img
                  src={imageVariantUrl(url, 320)}
                  alt={`Zdjęcie ${index + 1}`}
                  className="size-full object-cover"
                  loading="lazy"
                />
                {index === 0 && (
                  <Badge tone="brand" className="absolute bottom-1 left-1">
                    Główne
                  </Badge>
                )}
                {productId !== null && (
                  <Button
                    variant="secondary"
                    size="icon"
                    className="absolute top-1 right-1 size-11 rounded-full"
                    aria-label={`Usuń zdjęcie ${index + 1}`}
                    disabled={busy}
                    onClick={() => setRemoving({ url, number: index + 1 })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                )}
              </div>
              {productId !== null && images.length > 1 && (
                <div className="flex justify-center gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Przesuń zdjęcie ${index + 1} w lewo`}
                    disabled={busy || index === 0}
                    onClick={() => void reorder(moved(index, index - 1), 'Kolejność zapisana.')}
                  >
                    <ArrowLeft aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Ustaw zdjęcie ${index + 1} jako główne`}
                    disabled={busy || index === 0}
                    onClick={() => void reorder(moved(index, 0), 'Zdjęcie jest teraz główne.')}
                  >
                    <Star aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Przesuń zdjęcie ${index + 1} w prawo`}
                    disabled={busy || index === images.length - 1}
                    onClick={() => void reorder(moved(index, index + 1), 'Kolejność zapisana.')}
                  >
                    <ArrowRight aria-hidden="true" />
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap gap-2">
        <input
          ref={pickRef}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          disabled={disabled}
          aria-label="Wybierz zdjęcia"
          onChange={choose}
        />
        <input
          ref={cameraRef}
          type="file"
          accept={ACCEPT}
          capture="environment"
          hidden
          disabled={disabled}
          aria-label="Zrób zdjęcie"
          onChange={choose}
        />
        <Button variant="outline" disabled={disabled} onClick={() => pickRef.current?.click()}>
          <ImagePlus aria-hidden="true" />
          Wybierz zdjęcia
        </Button>
        <Button variant="outline" disabled={disabled} onClick={() => cameraRef.current?.click()}>
          <Camera aria-hidden="true" />
          Zrób zdjęcie
        </Button>
      </div>

      {rejected.length > 0 && (
        <Alert>Pominięto pliki, które nie są JPG, PNG ani WebP: {rejected.join(', ')}</Alert>
      )}

      {pending.length > 0 && (
        <div className="grid gap-3 rounded-xl border border-dashed border-slate-300 p-3 sm:p-4">
          <ul aria-label="Przesyłane pliki" className="grid grid-cols-3 gap-3 sm:grid-cols-5">
            {pending.map((item) => (
              <li key={item.preview} className="relative">
                <img
                  src={item.preview}
                  alt={item.file.name}
                  className="aspect-square w-full rounded-lg object-cover opacity-70"
                />
                {!uploading && (
                  <Button
                    variant="secondary"
                    size="icon"
                    className="absolute top-1 right-1 size-7 rounded-full"
                    aria-label={`Pomiń ${item.file.name}`}
                    onClick={() => setPending(pendingRef.current.filter((other) => other !== item))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {!uploading && (
            <Button variant="outline" onClick={() => void upload()} className="justify-self-start">
              <RotateCcw aria-hidden="true" />
              Spróbuj ponownie ({pending.length})
            </Button>
          )}
        </div>
      )}

      {(uploading || progress > 0) && <UploadProgress value={progress} />}
      {failure && <Alert>{failure}</Alert>}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !removeBusy) setRemoving(null);
        }}
        title="Usunąć zdjęcie?"
        description={
          removing
            ? `Zdjęcie ${removing.number} zniknie z produktu w sklepie. Tego nie można cofnąć.`
            : undefined
        }
        confirmLabel="Usuń zdjęcie"
        destructive
        loading={removeBusy}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
