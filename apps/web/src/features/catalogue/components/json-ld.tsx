// Emits structured data as a <script type="application/ld+json"> tag. '<' is escaped so text
// from product descriptions can never close the script element.
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
