// A product's picture as a fixed-size box (no layout shift), lazy-loaded at the stored variant
// that fits; a neutral box with an icon when the product has no picture. The caller's class
// sets the box's size and shape; `width` is its rendered width in CSS pixels.
import { ImageOff } from 'lucide-react';
import { imageSrcSet, imageVariantUrl } from '@shop/shared/images';
import { cn } from '@/lib/cn.ts';

export interface ProductThumbnailProps {
  src: string | undefined;
  width: number;
  className?: string;
}

export function ProductThumbnail({ src, width, className }: ProductThumbnailProps) {
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden bg-slate-100 text-slate-400',
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
        <ImageOff className="size-5" aria-hidden="true" />
      )}
    </span>
  );
}
