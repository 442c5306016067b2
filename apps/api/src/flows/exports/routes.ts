// GET /api/admin/exports/{orders|invoices|refunds|returns}.csv?from=&to= (READ_ORDERS; orders and
// invoices, which hold shoppers' personal data, READ_CUSTOMERS too): one row per order or
// document of the Warsaw days asked for, as Polish Excel opens a CSV (UTF-8 with a BOM, ";",
// decimal commas). Streamed a page at a time (keyset by id), each row a line PostgreSQL made: the
// file is never built in memory, whatever its size. Each download is in the audit trail: who,
// which file, which days (docs/exports.md).
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EXPORT_KINDS,
  PERSONAL_EXPORTS,
  exportFileName,
  exportQuerySchema,
  exportRange,
  type ExportKind,
  type ExportQuery,
} from '@shop/shared/exports';
import { requireScope } from '../../http/auth-guard.ts';
import { changesNoCatalogue } from '../../catalogue/cached-reads.ts';
import type { Executor } from '../../db/client.ts';
import { CSV_BOM, csvLines } from '../../http/csv.ts';
import { actorOf, recordAudit } from '../../modules/audit/index.ts';
import { EXPORTS } from './kinds.ts';

/** Rows read per query: small enough to keep memory flat, large enough for few round trips. */
const PAGE_ROWS = Number(process.env.EXPORT_PAGE_ROWS ?? 500);

/** The file, page after page; the next page is read only when the client has taken the last. */
async function* exportFile(db: Executor, kind: ExportKind, query: ExportQuery) {
  const { header, page } = EXPORTS[kind];
  yield `${CSV_BOM}${csvLines([header])}`;
  const range = exportRange(query);
  for (let afterId = 0; ;) {
    const lines = await page(db, { ...range, afterId, limit: PAGE_ROWS });
    if (lines.length > 0) yield lines.map((row) => row.line).join('');
    if (lines.length < PAGE_ROWS) return;
    afterId = lines.at(-1)!.id;
  }
}

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', changesNoCatalogue);
  for (const kind of EXPORT_KINDS) {
    app.get(
      `/admin/exports/${kind}.csv`,
      {
        preHandler: PERSONAL_EXPORTS.includes(kind)
          ? [requireScope('READ_ORDERS'), requireScope('READ_CUSTOMERS')]
          : requireScope('READ_ORDERS'),
        schema: {
          tags: ['orders'],
          summary: `The ${kind} of a range of Warsaw days as CSV for the accountant (UTF-8 with BOM, ";")`,
          querystring: exportQuerySchema,
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const fileName = exportFileName(kind, from, to);
        await recordAudit(
          app.db,
          actorOf(request),
          {
            entity: 'export',
            entityId: kind,
            action: 'export.download',
            changes: [
              { field: 'from', old: null, new: from },
              { field: 'to', old: null, new: to },
            ],
            note: fileName,
          },
          app.clock.now(),
        );
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(Readable.from(exportFile(app.db, kind, request.query), { highWaterMark: 1 }));
      },
    );
  }
};
