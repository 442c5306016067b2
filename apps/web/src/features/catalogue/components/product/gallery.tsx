// The product's pictures: one large main image and a row of thumbnails; clicking a thumbnail
// shows it as the main image.
import { useState } from 'react';
import { imageVariantUrl } from '@shop/shared/images';
import { cn } from '@/lib/cn.ts';
import { ProductImage } from '../product-image.tsx';

export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const [selected, setSelected] = useState(0);
  const main = images[selected] ?? images[0];
  return (
    <div className="grid gap-3">
      <ProductImage
        src={main}
        alt={images.length > 1 ? `${name} – zdjęcie ${selected + 1} z ${images.length}` : name}
        sizes="(min-width: 1024px) 600px, 100vw"
        eager
        className="rounded-2xl border border-slate-200 bg-white"
      />
      {images.length > 1 && (
        <ul className="grid grid-cols-5 gap-2 sm:grid-cols-6" aria-label="Miniatury zdjęć">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={`Pokaż zdjęcie ${index + 1}`}
                aria-pressed={index === selected}
                className={cn(
                  'block aspect-square w-full overflow-hidden rounded-lg border-2 bg-slate-100 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  index === selected
                    ? 'border-brand-600'
                    : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={imageVariantUrl(image, 320)}
                  alt=""
                  width={320}
                  height={320}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
