// An ordered product's picture (kept with the order) as a small fixed square.
import { ImageOff } from 'lucide-react';
import { imageVariantUrl } from '@shop/shared/images';
import { cn } from '@/lib/cn.ts';

export function ProductThumbnail({
  src,
  className,
}: {
  src: string | undefined;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100',
        className,
      )}
    >
      {src ? (
        <img
          src={imageVariantUrl(src, 320)}
          width={64}
          height={64}
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
