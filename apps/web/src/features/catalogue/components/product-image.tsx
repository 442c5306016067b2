// A product picture in a fixed square frame (no layout shift while it loads), lazy by default,
// with every WebP variant in srcset so the browser picks the width it needs.
import { ImageOff } from 'lucide-react';
import { imageSrcSet, imageVariantUrl } from '@shop/shared/images';
import { cn } from '@/lib/cn.ts';

export interface ProductImageProps {
  /** URL of the largest variant, as the API lists it; none shows a placeholder. */
  src: string | undefined;
  alt: string;
  /** The rendered width for srcset selection, e.g. "(min-width: 1024px) 25vw, 50vw". */
  sizes: string;
  /** The main picture above the fold loads at once. */
  eager?: boolean;
  className?: string;
}

export function ProductImage({ src, alt, sizes, eager = false, className }: ProductImageProps) {
  return (
    <div className={cn('relative aspect-square overflow-hidden bg-slate-100', className)}>
      {src ? (
        <img
          src={imageVariantUrl(src, 640)}
          srcSet={imageSrcSet(src)}
          sizes={sizes}
          alt={alt}
          width={640}
          height={640}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-slate-400">
          <ImageOff className="size-8" aria-hidden="true" />
          <span className="text-xs text-slate-600">Brak zdjęcia</span>
        </div>
      )}
    </div>
  );
}
