// A product's first picture as a fixed-size square (no layout shift), lazy-loaded at the
// variant that fits; a neutral box when the product has no picture.
import { ImageOff } from 'lucide-react';
import { imageSrcSet, imageVariantUrl } from '@shop/shared/images';
import { cn } from '@/lib/cn.ts';

export function CartThumbnail({ src, className }: { src: string | undefined; className?: string }) {
  return (
    <div
      className={cn(
        'flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-100 sm:size-24',
        className,
      )}
    >
      {src ? (
        <img
          src={imageVariantUrl(src, 320)}
          srcSet={imageSrcSet(src)}
          sizes="96px"
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          alt=""
          className="size-full object-cover"
        />
      ) : (
        <ImageOff className="size-6 text-slate-400" aria-hidden="true" />
      )}
    </div>
  );
}
