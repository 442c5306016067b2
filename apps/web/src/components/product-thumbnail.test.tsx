// Every small product picture (cart, checkout, orders, wishlists), rendered as markup.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProductThumbnail } from './product-thumbnail.tsx';

const stored = '/uploads/abc-1200.webp';

describe('ProductThumbnail', () => {
  it('loads the smallest stored variant that fills its box, lazily, at a fixed size', () => {
    const html = renderToStaticMarkup(
      <ProductThumbnail src={stored} width={56} className="size-14" />,
    );
    expect(html).toContain('src="/uploads/abc-320.webp"');
    expect(html).toContain('sizes="56px"');
    expect(html).toContain('width="56" height="56"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt=""');
  });

  it('takes the larger variant for a box wider than 320 px', () => {
    const html = renderToStaticMarkup(<ProductThumbnail src={stored} width={400} />);
    expect(html).toContain('src="/uploads/abc-640.webp"');
  });

  it('shows a neutral box without a picture', () => {
    const html = renderToStaticMarkup(<ProductThumbnail src={undefined} width={56} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('aria-hidden="true"');
  });
});
