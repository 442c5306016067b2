// Bulk product intake on PostgreSQL: one import file of `--rows` rows naming `--pictures` pictures
// each, sent to the real server (its own process, real HTTP) as the staff page sends it, the
// multipart body streamed from disk. A benchmark that reports numbers, not a timed test (see
// docs/product-import.md).
//
//   npm run build && npm run bench:import -- [--rows 2000] [--pictures 3] [--width 1200] [--baseline-seconds 5]
//       [--database-url postgres://postgres@127.0.0.1:5432/test] [--env KEY=VALUE ...]
//
// Steps: the bare Fastify route's req/s and the load average (what the machine gives now); a
// throw-away database and the server on it; a drop, a manufacturer, the CSV and the pictures
// (distinct JPEGs of `--width` px, written to a temporary folder: set-up, not measured); first
//   sheets    dry runs of a 5,000-row workbook with a styled cell in column XFD and of a 5,000-row
//             CSV while another client asks /api/health/live every 50 ms: the longest wait must
//             stay under 200 ms (decision 037);
// then
//   dry run   the sheet and the pictures' names,
//   import    the sheet and every picture (rows/s, pictures/s),
//   again     the same request once more (nothing new may be created);
// the server's peak resident memory (VmHWM, Linux /proc) before and after, sampled RSS during
// each step, and a check in the database: `--rows` products, `--rows` x `--pictures` pictures.
// Exits non-zero when a check fails or the peak RSS reaches 512 MB.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { createPostgresDatabase } from '../../apps/api/src/test/postgres-database.ts';
import { palletCsv, palletTable, palletXlsx } from '../../apps/api/src/test/pallet-sheet.ts';
import { freePort, startServerProcess } from '../../apps/api/src/test/server-process.ts';
import { bareBaseline } from './load.ts';
import { BENCH_DATABASE_URL, formatTable, loadAverage } from './report.ts';
import { benchServerEnv } from './shop-api.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '2000' },
    pictures: { type: 'string', default: '3' },
    width: { type: 'string', default: '1200' },
    'baseline-seconds': { type: 'string', default: '5' },
    'database-url': { type: 'string', default: BENCH_DATABASE_URL },
    env: { type: 'string', multiple: true, default: [] },
  },
});
const ROWS = Number(values.rows);
const PER_ROW = Number(values.pictures);
const WIDTH = Number(values.width);
const RSS_LIMIT_MB = 512;
const root = path.resolve(import.meta.dirname, '../..');
const log = (text: string) => console.info(`[import] ${text}`);

/** A field of /proc/{pid}/status in MB (VmRSS, VmHWM), or null off Linux. */
async function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kb = status && new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  return kb ? Number(kb) / 1024 : null;
}

/** The highest RSS sampled every 50 ms while `work` runs. */
async function sampledPeak<T>(pid: number, work: () => Promise<T>): Promise<[T, number]> {
  let peak = 0;
  const timer = setInterval(() => {
    void memoryMb(pid, 'VmRSS').then((mb) => {
      if (mb !== null && mb > peak) peak = mb;
    });
  }, 50);
  try {
    return [await work(), peak];
  } finally {
    clearInterval(timer);
  }
}

/** A photo-like JPEG: coarse random blocks, smoothed, so each one is distinct and compresses like a photo. */
async function writePicture(file: string) {
  const blocks = { width: 48, height: 36, channels: 3 as const };
  const jpeg = await sharp(randomBytes(blocks.width * blocks.height * 3), { raw: blocks })
    .resize(WIDTH, Math.round((WIDTH * 3) / 4), { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .toBuffer();
  await writeFile(file, jpeg);
}

interface Part {
  field: string;
  value?: string;
  file?: { path: string; name: string; type: string };
}

/** POSTs a multipart form, each file streamed from disk; answers the status and JSON body. */
async function postForm(url: string, token: string, parts: Part[]) {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const heads = parts.map((part) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"` +
        (part.file
          ? `; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}\r\n\r\n`
          : `\r\n\r\n`),
    ),
  );
  const tail = Buffer.from(`--${boundary}--\r\n`);
  let length = tail.length;
  for (const [i, part] of parts.entries()) {
    length += heads[i]!.length + 2;
    length += part.file ? (await stat(part.file.path)).size : Buffer.byteLength(part.value ?? '');
  }
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': length,
      },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null });
      });
    });
    void (async () => {
      for (const [i, part] of parts.entries()) {
        if (!request.write(heads[i]!)) await new Promise((r) => request.once('drain', r));
        if (part.file) {
          for await (const chunk of createReadStream(part.file.path)) {
            if (!request.write(chunk)) await new Promise((r) => request.once('drain', r));
          }
        } else {
          request.write(part.value ?? '');
        }
        request.write('\r\n');
      }
      request.end(tail);
    })().catch(reject);
  });
}

/** The longest answer of /api/health/live, asked every 50 ms while `work` runs (ms). */
async function longestLiveWait<T>(base: string, work: () => Promise<T>): Promise<[T, number]> {
  let done = false;
  let longest = 0;
  const probing = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${base}/api/health/live`)).arrayBuffer();
      longest = Math.max(longest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    return [await work(), longest];
  } finally {
    done = true;
    await probing;
  }
}

const SHEET_ROWS = 5000;
const LIVE_WAIT_LIMIT_MS = 200;

/** A pallet's sheet of SHEET_ROWS rows as XLSX (a styled cell in XFD1, as suppliers send) and CSV. */
async function writePalletSheets(dir: string, dropId: unknown) {
  const table = palletTable(String(dropId), SHEET_ROWS);
  const xlsx = path.join(dir, 'paleta.xlsx');
  await writeFile(xlsx, await palletXlsx(table));
  const csv = path.join(dir, 'paleta.csv');
  await writeFile(csv, palletCsv(table));
  return [
    {
      label: `XLSX ${SHEET_ROWS} rows + XFD`,
      path: xlsx,
      name: 'paleta.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    { label: `CSV ${SHEET_ROWS} rows`, path: csv, name: 'paleta.csv', type: 'text/csv' },
  ];
}

async function api(base: string, method: string, url: string, token: string | null, body: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

async function main() {
  const loadAtStart = loadAverage();
  log(`${os.cpus().length} CPUs, load average ${loadAtStart}; bare Fastify baseline...`);
  const seconds = Number(values['baseline-seconds']);
  const bareBefore = seconds > 0 ? await bareBaseline(seconds) : null;

  const work = path.join(root, '.tmp', `bench-import-${randomBytes(4).toString('hex')}`);
  const pictureDir = path.join(work, 'pictures');
  await mkdir(pictureDir, { recursive: true });
  const database = await createPostgresDatabase(values['database-url'], 'bench_import');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const adminEmail = `bench-admin-${randomBytes(4).toString('hex')}@sklep.test`;
  const adminPassword = `Benchmark-Admin-${randomBytes(6).toString('hex')}!`;
  const settings = Object.fromEntries(
    values.env.map((pair) => [pair.split('=')[0]!, pair.slice(pair.indexOf('=') + 1)]),
  );
  const server = await startServerProcess({
    port,
    // As `npm start` runs it (apps/api/dist, made by `npm run build`): what production holds in memory.
    entry: 'compiled',
    startTimeoutMs: 60_000,
    env: {
      ...benchServerEnv({
        base,
        databaseUrl: database.url,
        dataDir: path.join(work, 'data'),
        adminEmail,
        adminPassword,
      }),
      // As `npm run start:prod` starts the server (docs/product-import.md, "Memory").
      MALLOC_ARENA_MAX: '2',
      ...settings,
    },
  });
  let failed = false;
  try {
    const { token } = (await api(base, 'POST', '/api/auth/login', null, {
      email: adminEmail,
      password: adminPassword,
    })) as { token: string };
    const drop = await api(base, 'POST', '/api/drops', token, {
      name: `Paleta ${randomBytes(3).toString('hex')}`,
      shortDescription: 'Zwroty z palety',
      description: 'Kolekcja benchmarku importu.',
      categories: ['HOME_AND_GARDEN'],
      dropTime: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const manufacturer = await api(base, 'POST', '/api/manufacturers', token, {
      name: 'Producent benchmarku',
      postalAddress: 'ul. Magazynowa 1, 00-001 Warszawa',
      email: 'kontakt@producent.example',
    });

    log(`writing ${ROWS} rows and ${ROWS * PER_ROW} pictures of ${WIDTH} px (set-up)...`);
    const names: string[] = [];
    const lines = [
      'Kolekcja;SKU;Nazwa;Opis;Cena rynkowa;Cena zakupu;Stan magazynowy;Kategoria;Stan produktu;Producent;Model;EAN;Ostrzeżenia i bezpieczeństwo;Zdjęcia',
    ];
    for (let row = 1; row <= ROWS; row += 1) {
      const pictures = Array.from({ length: PER_ROW }, (_, i) => `szt-${row}-${i + 1}.jpg`);
      names.push(...pictures);
      lines.push(
        [
          String(drop.id),
          `BENCH-${row}`,
          `Produkt z palety nr ${row}`,
          'Zwrot konsumencki, sprawdzony, komplet.',
          `${100 + (row % 500)},99`,
          '25,00',
          '1',
          'Dom i Ogród',
          'Po zwrocie/używany',
          String(manufacturer.name),
          `M-${row}`,
          '',
          'Przed użyciem przeczytaj instrukcję.',
          pictures.join(', '),
        ].join(';'),
      );
    }
    const sheet = path.join(work, 'import.csv');
    await writeFile(sheet, `${lines.join('\r\n')}\r\n`);
    for (let i = 0; i < names.length; i += 8) {
      await Promise.all(
        names.slice(i, i + 8).map((name) => writePicture(path.join(pictureDir, name))),
      );
    }
    let pictureBytes = 0;
    for (const name of names) pictureBytes += (await stat(path.join(pictureDir, name))).size;
    log(`pictures: ${(pictureBytes / 1024 / 1024).toFixed(0)} MB on disk`);

    const url = `${base}/api/admin/products/import`;
    const sheetPart: Part = {
      field: 'file',
      file: { path: sheet, name: 'import.csv', type: 'text/csv' },
    };
    const pictureParts: Part[] = names.map((name) => ({
      field: 'pictures',
      file: { path: path.join(pictureDir, name), name, type: 'image/jpeg' },
    }));
    const rssBefore = await memoryMb(server.pid, 'VmRSS');
    const step = async (label: string, query: string, parts: Part[]) => {
      const started = performance.now();
      const [answer, peak] = await sampledPeak(server.pid, () =>
        postForm(`${url}${query}`, token, parts),
      );
      const seconds = (performance.now() - started) / 1000;
      const summary = (answer.body as { summary?: Record<string, number> } | null)?.summary;
      log(`${label}: ${answer.status} in ${seconds.toFixed(1)} s, ${JSON.stringify(summary)}`);
      if (answer.status !== 200) {
        failed = true;
        log(JSON.stringify(answer.body).slice(0, 2000));
      }
      return { label, seconds, peak, summary };
    };
    const sheetChecks: [string, boolean][] = [];
    for (const pallet of await writePalletSheets(work, drop.id)) {
      const started = performance.now();
      const [answer, longest] = await longestLiveWait(base, () =>
        postForm(`${url}?dryRun=true`, token, [{ field: 'file', file: pallet }]),
      );
      const seconds = (performance.now() - started) / 1000;
      const rows = (answer.body as { summary?: { rows?: number } } | null)?.summary?.rows;
      log(
        `${pallet.label}: ${answer.status} in ${seconds.toFixed(1)} s, ${rows} rows; longest /api/health/live wait ${longest.toFixed(0)} ms`,
      );
      sheetChecks.push(
        [
          `${pallet.label} read (${answer.status}, ${rows} rows)`,
          answer.status === 200 && rows === SHEET_ROWS,
        ],
        [
          `${pallet.label}: /api/health/live waited < ${LIVE_WAIT_LIMIT_MS} ms (${longest.toFixed(0)})`,
          longest < LIVE_WAIT_LIMIT_MS,
        ],
      );
    }
    const dry = await step('dry run', '?dryRun=true', [
      sheetPart,
      ...names.map((name) => ({ field: 'pictureNames', value: name })),
    ]);
    const real = await step('import', '', [sheetPart, ...pictureParts]);
    const again = await step('again', '', [sheetPart, ...pictureParts]);
    const peakRss = (await memoryMb(server.pid, 'VmHWM')) ?? 0;

    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const counted = await db.query<{ products: string; pictures: string }>(
      `SELECT count(DISTINCT p.id) AS products, count(i.id) AS pictures
         FROM products p LEFT JOIN product_images i ON i.product_id = p.id WHERE p.drop_id = $1`,
      [drop.id],
    );
    await db.end();
    const products = Number(counted.rows[0]!.products);
    const stored = Number(counted.rows[0]!.pictures);
    const checks = [
      [`${ROWS} products`, products === ROWS],
      [`${ROWS * PER_ROW} pictures`, stored === ROWS * PER_ROW],
      ['import created every row', real.summary?.created === ROWS],
      [
        'the same file again created nothing',
        again.summary?.created === 0 && again.summary?.pictures === 0,
      ],
      [`peak RSS < ${RSS_LIMIT_MB} MB`, peakRss < RSS_LIMIT_MB],
      ...sheetChecks,
    ] as const;
    for (const [, ok] of checks) if (!ok) failed = true;

    const bare = bareBefore?.rps ?? null;
    const rows = [
      [
        'step',
        'seconds',
        'rows/s',
        'pictures/s',
        'rows/s per 1k bare req/s',
        'peak RSS sampled (MB)',
      ],
      ...[dry, real, again].map((s) => [
        s.label,
        s.seconds.toFixed(1),
        (ROWS / s.seconds).toFixed(1),
        s === dry ? '-' : ((ROWS * PER_ROW) / s.seconds).toFixed(1),
        bare ? ((ROWS / s.seconds / bare) * 1000).toFixed(2) : '-',
        s.peak.toFixed(0),
      ]),
    ];
    console.info(`\n${formatTable(rows)}\n`);
    console.info(
      [
        `bare Fastify: ${bare?.toFixed(0) ?? '-'} req/s (load ${bareBefore?.loadAverage ?? loadAtStart}); load now ${loadAverage()}`,
        `server RSS before ${rssBefore?.toFixed(0)} MB, peak (VmHWM) ${peakRss.toFixed(0)} MB of ${RSS_LIMIT_MB} MB allowed`,
        `pictures sent: ${(pictureBytes / 1024 / 1024).toFixed(0)} MB; database: ${products} products, ${stored} pictures`,
        ...checks.map(([label, ok]) => `${ok ? 'ok  ' : 'FAIL'} ${label}`),
      ].join('\n'),
    );
    console.info(
      JSON.stringify({
        bench: 'import',
        rows: ROWS,
        pictures: ROWS * PER_ROW,
        width: WIDTH,
        bareRps: bare,
        loadAverage: loadAverage(),
        steps: [dry, real, again].map(({ label, seconds, peak }) => ({ label, seconds, peak })),
        peakRssMb: peakRss,
        ok: !failed,
      }),
    );
  } finally {
    await server.stop();
    await database.drop();
    await rm(work, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
