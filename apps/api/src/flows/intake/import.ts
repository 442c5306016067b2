// An import from its plan and pictures to its answer: each row's pictures checked (named but
// not sent, refused), then either the report alone (a dry run, or a file with any error) or
// every row written in one transaction, all or nothing. Pictures stored for an import that does
// not go through are deleted again.
import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_COLUMNS, type ImportReport, type ImportRow } from '@shop/shared/product-import';
import type { Db } from '../../db/client.ts';
import { databaseError } from '../../db/errors.ts';
import { AppError, conflict } from '../../http/errors.ts';
import type { AuditActor } from '../../modules/audit/index.ts';
import { saveImportedProduct, type ProductRules } from '../../modules/products/index.ts';
import { actionOf, type Plan, type PlannedRow } from './plan.ts';
import type { PictureIntake } from './pictures.ts';
import { plural } from '@shop/shared/stock-words';

const PICTURES = IMPORT_COLUMNS.pictures;

/** The row's pictures to append (in the row's order), adding an error for each one missing or refused. */
function rowPictures(row: PlannedRow, intake: PictureIntake) {
  const added: { url: string; hash: string }[] = [];
  let count = 0;
  for (const name of row.pictures) {
    const picture = intake.pictureOf(name);
    if (picture === undefined) {
      row.errors.push({
        column: PICTURES,
        message: `Brak pliku „${name}” wśród przesłanych zdjęć`,
      });
    } else if (picture === 'named') {
      count += 1;
    } else if (picture.error) {
      row.errors.push({ column: PICTURES, message: `„${name}”: ${picture.error}` });
    } else if (
      !row.knownPictures.has(picture.hash) &&
      !added.some((a) => a.hash === picture.hash)
    ) {
      count += 1;
      if (picture.url) added.push({ url: picture.url, hash: picture.hash });
    }
  }
  return { added, count };
}

function summaryOf(rows: ImportRow[]) {
  const count = (action: ImportRow['action']) => rows.filter((row) => row.action === action).length;
  return {
    rows: rows.length,
    created: count('CREATE'),
    updated: count('UPDATE'),
    unchanged: count('UNCHANGED'),
    errors: count('ERROR'),
    pictures: rows.reduce((sum, row) => sum + row.pictures, 0),
  };
}

function messageOf(dryRun: boolean, summary: ImportReport['summary']): string {
  const counts = `nowe: ${summary.created}, zmienione: ${summary.updated}, bez zmian: ${summary.unchanged}, zdjęcia: ${summary.pictures}`;
  if (summary.errors > 0) {
    return `${dryRun ? 'Próba importu' : 'Import nie został wykonany'}: błędy w ${summary.errors} z ${summary.rows} wierszy. Popraw je i prześlij plik ponownie.`;
  }
  return dryRun
    ? `Próba importu bez błędów (${counts}). Nic jeszcze nie zapisano.`
    : `Zaimportowano ${summary.rows} ${plural(summary.rows, ['wiersz', 'wiersze', 'wierszy'])} (${counts}).`;
}

export interface ImportDeps {
  db: Db;
  log: FastifyBaseLogger;
  now: Date;
  rules: ProductRules;
  actor: AuditActor;
}

/** The import's answer; with `dryRun` false and no errors, the rows written first. */
export async function finishImport(
  deps: ImportDeps,
  plan: Plan,
  intake: PictureIntake,
  dryRun: boolean,
): Promise<ImportReport> {
  try {
    await intake.finish();
  } catch (error) {
    await intake.discard(deps.log);
    throw error;
  }
  const pictures = plan.rows.map((row) => rowPictures(row, intake));
  const rows: ImportRow[] = plan.rows.map((row, i) => ({
    row: row.row,
    action: actionOf(row, pictures[i]!.count),
    productId: row.match?.id ?? null,
    name: row.name,
    pictures: pictures[i]!.count,
    errors: row.errors,
    notes: row.notes,
  }));
  const failed = rows.some((row) => row.action === 'ERROR');
  if (!dryRun && !failed) {
    try {
      await deps.db.transaction(async (tx) => {
        for (const [i, row] of plan.rows.entries()) {
          if (rows[i]!.action === 'UNCHANGED') continue;
          rows[i]!.productId = await saveImportedProduct(
            tx,
            {
              product: row.product!,
              sku: row.sku,
              productId: row.match?.id ?? null,
              pictures: pictures[i]!.added,
            },
            deps.now,
            deps.rules,
            deps.actor,
          );
        }
      });
    } catch (error) {
      await intake.discard(deps.log);
      // A product matched or an SKU taken by someone else meanwhile: nothing was written.
      const taken = databaseError(error)?.code === '23505';
      if (taken || (error instanceof AppError && error.statusCode === 404)) {
        throw conflict(
          'ImportConflict',
          'Produkty zmieniły się w trakcie importu (ktoś inny zapisał je w tej samej chwili). Nic nie zapisano: prześlij plik ponownie.',
        );
      }
      throw error;
    }
  } else {
    await intake.discard(deps.log);
  }
  const summary = summaryOf(rows);
  return {
    dryRun,
    imported: !dryRun && !failed,
    message: messageOf(dryRun, summary),
    summary,
    rows,
    unusedPictures: intake.unused,
    unusedPictureCount: intake.unusedCount,
  };
}
