// Fails when a file or folder the docs name in `backticks` does not exist, so the docs follow the
// code when it moves. Part of `npm run lint`. A path counts when some file or folder the
// repository tracks ends with it: `apps/api/src/modules/orders/service.ts`, or as the docs
// write within a part, `modules/orders/service.ts`, `support/catalogue.ts` (e2e). Skipped:
// folders git ignores (`dist/`), the web app's `@/` alias, placeholders in capitals
// (`NNNN_name.sql`), and paragraphs that name another repository (KSeF's `ksef-docs`).
//   node tools/doc-paths.ts
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** A backticked token that names a file (with an extension we keep) or a folder (trailing /). */
const PATH = /`((?:[\w.@-]+\/)+(?:[\w.-]+\.(?:ts|tsx|md|sql|json|yml|yaml|cjs|mjs|css|html))?)`/g;

const documents = [
  'README.md',
  ...['docs', 'docs/decisions'].flatMap((dir) =>
    readdirSync(path.join(root, dir))
      .filter((name) => name.endsWith('.md'))
      .map((name) => `${dir}/${name}`),
  ),
  ...['tools/README.md', 'apps/api/README.md'].filter((file) => existsSync(path.join(root, file))),
];

/** Every tracked (or new, not ignored) file and every folder above one, each with a leading slash. */
const tracked = new Set<string>();
for (const file of execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
}).split('\n')) {
  const parts = file.split('/');
  for (let end = 1; end <= parts.length; end += 1) {
    const prefix = parts.slice(0, end).join('/');
    tracked.add(`/${prefix}${end < parts.length ? '/' : ''}`);
  }
}
const trackedList = [...tracked];
const exists = (named: string) => trackedList.some((file) => file.endsWith(`/${named}`));

/** Folders the build or the machine makes (dist/), which git ignores. */
const ignored = (named: string) => {
  try {
    execFileSync('git', ['check-ignore', '-q', named], { cwd: root });
    return true;
  } catch {
    return false;
  }
};

/** Another repository's files are named in paragraphs that name it. */
const OTHER_REPOSITORIES = /ksef-docs|przelewy24|api-evangelist/i;

const missing: string[] = [];
for (const document of documents) {
  const lines = readFileSync(path.join(root, document), 'utf8').split('\n');
  let paragraph: { line: number; text: string }[] = [];
  const check = () => {
    const external = OTHER_REPOSITORIES.test(paragraph.map(({ text }) => text).join(' '));
    for (const { line, text } of paragraph) {
      for (const [, named] of text.matchAll(PATH)) {
        // URLs, aliases, globs and placeholders are not paths of this repository.
        if (/^(https?:|@|\w+\.\w+\/)/.test(named!) || /\*|[A-Z]{4}/.test(named!)) continue;
        if (external || exists(named!) || ignored(named!)) continue;
        missing.push(`${document}:${line}: ${named}`);
      }
    }
    paragraph = [];
  };
  lines.forEach((text, index) => {
    if (text.trim() === '') check();
    else paragraph.push({ line: index + 1, text });
  });
  check();
}
if (missing.length > 0) {
  console.error(`Paths named in the docs that do not exist (${missing.length}):`);
  for (const line of missing) console.error(`  ${line}`);
  process.exit(1);
}
console.info(`Every path named in ${documents.length} documents exists.`);
