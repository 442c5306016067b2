// The script a phone loads before it can tap on a product page, against its budget
// (tools/first-load-budget.json): the built index.html's classic scripts and entry, every module it
// imports statically, and the product page's route chunk with its static imports (the router
// loads it before the page hydrates). Sizes are gzip at level 9, as the server sends them to a
// browser without Brotli. Exits 1 past the budget. Run after `npm run build`:
//   node tools/first-load.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const budget = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'first-load-budget.json'), 'utf8'),
) as { productPageKb: number };

await init;

/** The chunks `file` imports: statically, and by dynamic import() of a literal path. */
function importsOf(file: string) {
  const source = readFileSync(path.join(dist, file), 'utf8');
  const [imports] = parse(source);
  // The bundler writes import(`./chunk.js`): a template without ${}, which the lexer leaves unnamed.
  const nameOf = (entry: (typeof imports)[number]) =>
    entry.n ?? /^`([^`$]*)`$/.exec(source.slice(entry.s, entry.e))?.[1];
  const named = imports.flatMap((entry) => {
    const name = nameOf(entry);
    return name?.startsWith('.')
      ? [{ file: path.posix.join(path.posix.dirname(file), name), dynamic: entry.d > -1 }]
      : [];
  });
  return {
    statics: named.filter((entry) => !entry.dynamic).map((entry) => entry.file),
    dynamics: named.filter((entry) => entry.dynamic).map((entry) => entry.file),
  };
}

/** `roots` and everything they import statically. */
function staticGraph(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of importsOf(file).statics) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(html)?.[1];
if (!entry) throw new Error('no module script in apps/web/dist/index.html: run `npm run build`');
const shell = staticGraph([entry]);
const routeChunk = [...shell]
  .flatMap((file) => importsOf(file).dynamics)
  .find((file) => /\/product-page-[\w-]+\.js$/.test(file));
if (!routeChunk) throw new Error("the product page's route chunk is not imported by the entry");
// Classic scripts the page runs before the app (their own files, no imports).
const classic = [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)].map(
  (match) => match[1]!,
);
const files = new Set([...classic, ...staticGraph([entry, routeChunk])]);

const gzipped = (file: string) =>
  gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const sizes = [...files].map((file) => ({ file, bytes: gzipped(file) }));
const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

for (const { file, bytes } of sizes.sort((a, b) => b.bytes - a.bytes)) {
  console.info(`${kb(bytes).padStart(7)} KB  ${file}`);
}
console.info(
  `First load of a product page: ${kb(total)} KB gzip in ${sizes.length} files (budget ${budget.productPageKb} KB)`,
);
if (total > budget.productPageKb * 1024) {
  console.error(
    `Over budget by ${kb(total - budget.productPageKb * 1024)} KB: make the new code load later (a route chunk, import() on use) or lower something else first.`,
  );
  process.exit(1);
}
