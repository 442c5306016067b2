// A product picture as a fixed-size box (no layout shift), lazy-loaded at the variant that fits.
import { ImageOff } from 'lucide-react';
import { imageSrcSet, imageVariantUrl } from '@shop/shared/images';
import { cn } from '@/lib/cn.ts';

export interface WishlistThumbnailProps {
  src: string | undefined;
  /** The rendered width in CSS pixels, for choosing the variant. */
  width: number;
  className?: string;
}

export function WishlistThumbnail({ src, width, className }: WishlistThumbnailProps) {
  return (
    <div
      className={cn(
        'flex items-center justify-center overflow-hidden bg-slate-100 text-slate-400',
        className,
      )}
    >
      {src ? (
        <img
          src={imageVariantUrl(src, width > 320 ? 640 : 320)}
          srcSet={imageSrcSet(src)}
          sizes={`${width}px`}
          width={width}
          height={width}
          loading="lazy"
          decoding="async"
          alt=""
          className="size-full object-cover"
        />
      ) : (
        <ImageOff className="size-6" aria-hidden="true" />
      )}
    </div>
  );
}
