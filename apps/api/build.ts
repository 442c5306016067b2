// `npm run build` (the API part): bundles src/server.ts and src/cli.ts into dist/ with esbuild,
// so production runs plain JavaScript on Node without tsx or any dev dependency. `--outdir D`
// builds into D instead (tests that run the compiled server build their own copy).
// @shop/shared (TypeScript source) is bundled in; npm packages stay imports of node_modules.
// Each entry is one file directly in dist/ (no shared chunks), so import.meta.dirname is dist/
// for all its code: the SQL migrations are copied to dist/migrations, where the bundled
// migrate.ts looks for them, and config.ts finds apps/web/dist two levels up as from src/.
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build, type Plugin } from 'esbuild';

const api = import.meta.dirname;
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const dist = values.outdir ? path.resolve(values.outdir) : path.join(api, 'dist');
const shared = path.resolve(api, '../../packages/shared/src');

/** Every bare import stays external except @shop/shared/<name>, which is read from source. */
const bundleShared: Plugin = {
  name: 'bundle-shared',
  setup(context) {
    context.onResolve({ filter: /^@shop\/shared\// }, (args) => ({
      path: path.join(shared, `${args.path.slice('@shop/shared/'.length)}.ts`),
    }));
    context.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
  },
};

const started = performance.now();
await rm(dist, { recursive: true, force: true });
const result = await build({
  entryPoints: { server: path.join(api, 'src/server.ts'), cli: path.join(api, 'src/cli.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  plugins: [bundleShared],
  logLevel: 'warning',
  metafile: true,
});

// What the bundle imports at run time must be a dependency of @shop/api: `npm ci --omit=dev`
// leaves nothing else installed.
const { dependencies } = JSON.parse(await readFile(path.join(api, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const undeclared = new Set(
  Object.values(result.metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((imported) => imported.external && !isBuiltin(imported.path))
    .map((imported) => packageOf(imported.path))
    .filter((name) => !(name in dependencies)),
);
if (undeclared.size > 0) {
  throw new Error(
    `Imported at run time but not in apps/api dependencies: ${[...undeclared].join(', ')}`,
  );
}
const migrations = path.join(api, 'src/db/migrations');
const sql = (await readdir(migrations)).filter((file) => file.endsWith('.sql'));
await Promise.all(
  sql.map((file) => cp(path.join(migrations, file), path.join(dist, 'migrations', file))),
);
const ms = Math.round(performance.now() - started);
console.info(
  `API built into ${path.relative(process.cwd(), dist)} (${sql.length} migrations, ${ms} ms)`,
);
