// Emits structured data as a <script type="application/ld+json"> tag. '<' is escaped so text
// from product descriptions can never close the script element. The server may have written
// the same data into the HTML it sent (data-page-head): this one takes its place.
import { useEffect } from 'react';
import { jsonForScript } from '@shop/shared/structured-data';

export function JsonLd({ data }: { data: object }) {
  const json = jsonForScript(data);
  useEffect(() => {
    for (const served of document.querySelectorAll(
      'script[type="application/ld+json"][data-page-head]',
    )) {
      served.remove();
    }
  }, []);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
