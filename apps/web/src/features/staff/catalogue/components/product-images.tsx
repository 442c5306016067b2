// The product form's pictures: JPG or PNG files, several at once or
// from the camera where the device has one, uploaded one request per file once the product
// exists ('Najpierw utwórz produkt'). The progress bar shows the share of files done, ends at
// 100 and goes back to 0. A stored picture can be removed (after a confirmation).
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Camera, ImagePlus, Trash2, Upload, X } from 'lucide-react';
import { imageVariantUrl } from '@shop/shared/images';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/dialog.tsx';
import { toast } from '@/components/ui/toast.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { deleteProductImage } from '../api/delete-product-image.ts';
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

/** A file waiting for upload with its preview (an object URL, released when it goes). */
interface Chosen {
  file: File;
  preview: string;
}

export function ProductImages({ productId, images, onImagesChange }: ProductImagesProps) {
  const [chosen, setChosenState] = useState<Chosen[]>([]);
  const chosenRef = useRef<Chosen[]>([]);
  const [progress, setProgress] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [rejected, setRejected] = useState<string[]>([]);
  const pickRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const disabled = productId === null || uploading;
  /** The stored picture (URL and its number on screen) waiting for the removal's confirmation. */
  const [removing, setRemoving] = useState<{ url: string; number: number } | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);

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

  function setChosen(next: Chosen[]) {
    for (const old of chosenRef.current) {
      if (!next.includes(old)) URL.revokeObjectURL(old.preview);
    }
    chosenRef.current = next;
    setChosenState(next);
  }
  useEffect(
    () => () => {
      clearTimeout(resetTimer.current);
      chosenRef.current.forEach((item) => URL.revokeObjectURL(item.preview));
      chosenRef.current = [];
    },
    [],
  );

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const picked = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file may be chosen again later
    const accepted = picked.filter((file) => ACCEPTED_TYPES.includes(file.type));
    setRejected(picked.filter((file) => !accepted.includes(file)).map((file) => file.name));
    setChosen([
      ...chosenRef.current,
      ...accepted.map((file) => ({ file, preview: URL.createObjectURL(file) })),
    ]);
    setFailure(null);
  }

  async function upload() {
    const files = chosenRef.current.map((item) => item.file);
    if (productId === null || files.length === 0) return;
    clearTimeout(resetTimer.current);
    setUploading(true);
    setFailure(null);
    setProgress(0);
    let done = 0;
    try {
      for (const file of files) {
        onImagesChange(await uploadProductImage(productId, file));
        done++;
        setProgress(Math.round((done / files.length) * 100));
      }
      setChosen([]);
      toast({
        title: 'Sukces',
        description: 'Zdjęcia zostały przesłane pomyślnie',
        variant: 'success',
      });
      resetTimer.current = setTimeout(() => setProgress(0), DONE_PAUSE_MS);
    } catch (error) {
      console.error('Image upload failed', error);
      setChosen(chosenRef.current.slice(done)); // the ones sent are saved already
      setProgress(0);
      const reason = errorMessage(error, '');
      setFailure(reason ? `${UPLOAD_FAILED} ${reason}` : UPLOAD_FAILED);
      toast({ title: 'Błąd', description: UPLOAD_FAILED, variant: 'destructive' });
    } finally {
      setUploading(false);
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
            : 'Pliki JPG, PNG lub WebP; możesz wybrać kilka naraz albo zrobić zdjęcie aparatem.'}
        </p>
      </div>

      {images.length > 0 && (
        <ul aria-label="Zdjęcia produktu" className="grid grid-cols-3 gap-3 sm:grid-cols-5">
          {images.map((url, index) => (
            <li
              key={url}
              className="relative aspect-square overflow-hidden rounded-lg bg-slate-100"
            >
              <img
                src={imageVariantUrl(url, 320)}
                alt={`Zdjęcie ${index + 1}`}
                className="size-full object-cover"
                loading="lazy"
              />
              {productId !== null && (
                <Button
                  variant="secondary"
                  size="icon"
                  className="absolute top-1 right-1 size-8 rounded-full"
                  aria-label={`Usuń zdjęcie ${index + 1}`}
                  disabled={uploading || removeBusy}
                  onClick={() => setRemoving({ url, number: index + 1 })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
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
        <Alert>Pominięto pliki, które nie są JPG ani PNG: {rejected.join(', ')}</Alert>
      )}

      {chosen.length > 0 && (
        <div className="grid gap-3 rounded-xl border border-dashed border-slate-300 p-3 sm:p-4">
          <ul aria-label="Wybrane pliki" className="grid grid-cols-3 gap-3 sm:grid-cols-5">
            {chosen.map((item) => (
              <li key={item.preview} className="relative">
                <img
                  src={item.preview}
                  alt={item.file.name}
                  className="aspect-square w-full rounded-lg object-cover"
                />
                <Button
                  variant="secondary"
                  size="icon"
                  className="absolute top-1 right-1 size-7 rounded-full"
                  aria-label={`Usuń ${item.file.name}`}
                  disabled={uploading}
                  onClick={() => setChosen(chosenRef.current.filter((other) => other !== item))}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
          <Button onClick={upload} loading={uploading} className="justify-self-start">
            {!uploading && <Upload aria-hidden="true" />}
            Prześlij zdjęcia ({chosen.length})
          </Button>
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
