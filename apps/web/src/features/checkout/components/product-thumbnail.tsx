// A product's first picture as a small fixed square for the order summary.
import { ImageOff } from 'lucide-react';
import { imageVariantUrl } from '@shop/shared/images';

export function ProductThumbnail({ src }: { src: string | undefined }) {
  return (
    <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      {src ? (
        <img
          src={imageVariantUrl(src, 320)}
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          alt=""
          className="size-full object-cover"
        />
      ) : (
        <ImageOff className="size-5 text-slate-400" aria-hidden="true" />
      )}
    </span>
  );
}
