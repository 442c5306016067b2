// POST /api/admin/products/import (CREATE_PRODUCT; multipart, ?dryRun=true) and its template,
// GET /api/admin/products/import/template.csv. The form's parts, in order: "file" (the CSV or
// XLSX sheet), then pictures ("pictures", each a JPEG, PNG or WebP, or a ZIP of them) or, for a
// dry run, only their names ("pictureNames"). The parts stream: the sheet is read and planned
// first, then each picture is read, matched and made as it arrives (docs/product-import.md).
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { errorBodySchema } from '@shop/shared/http';
import {
  MAX_PICTURE_NAME_CHARS,
  importQuerySchema,
  importReportSchema,
} from '@shop/shared/product-import';
import { requireScope } from '../../http/auth-guard.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { actorOf } from '../../modules/audit/index.ts';
import { pictureTooLarge, uploadTooLarge } from '../../modules/images/index.ts';
import { finishImport } from './import.ts';
import { PictureIntake } from './pictures.ts';
import { planImport, type Plan } from './plan.ts';
import { readSheet } from './sheet.ts';
import { importTemplate } from './template.ts';
import { readZipPictures } from './zip.ts';

/** Largest sheet file. */
const SHEET_MAX_BYTES = 20 * 1024 * 1024;
/** Largest ZIP of pictures (streamed to a temporary file, never held in memory). */
const ZIP_MAX_BYTES = 4 * 1024 * 1024 * 1024;
const MAX_PARTS = 20_000;
/** A form field's longest value: a picture's file name (MAX_PICTURE_NAME_CHARS) in UTF-8. */
const FIELD_MAX_BYTES = MAX_PICTURE_NAME_CHARS * 4;
const NAME_TOO_LONG = `Nazwa pliku zdjęcia może mieć najwyżej ${MAX_PICTURE_NAME_CHARS} znaków`;

const NO_SHEET =
  'Wybierz plik importu (CSV albo XLSX, pole "file" formularza multipart/form-data, przed zdjęciami)';
const MALFORMED = 'Nieprawidłowy formularz multipart/form-data, wyślij pliki ponownie';

/**
 * Reads a stream, keeping at most `max` bytes: null when it is longer. A form's part is read to
 * its end (the next part follows it); a ZIP entry (`stop`) stops inflating at the limit.
 */
async function readAtMost(stream: Readable, max: number, stop = false): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= max) chunks.push(chunk);
    else if (stop) {
      stream.destroy();
      return null;
    }
  }
  return size <= max ? Buffer.concat(chunks) : null;
}

const isZipName = (fileName: string, mimetype: string) =>
  /\.zip$/i.test(fileName) || /zip/.test(mimetype);

export const productImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.config.images.maxBytes;
  await app.register(multipart, { throwFileSizeLimit: false });

  /** One picture part into the intake; the stream is always read to its end. */
  async function takePicture(intake: PictureIntake, stream: Readable, fileName: string) {
    if (!intake.wants(fileName)) {
      intake.skip(fileName);
      stream.resume();
      return;
    }
    const bytes = await readAtMost(stream, maxBytes);
    if (bytes === null) intake.tooLarge(fileName, pictureTooLarge(maxBytes).message);
    else await intake.add(fileName, bytes);
  }

  async function takeZip(intake: PictureIntake, stream: Readable, dryRun: boolean) {
    const dir = await mkdtemp(path.join(tmpdir(), 'import-'));
    try {
      const zipPath = path.join(dir, 'pictures.zip');
      await pipeline(stream, createWriteStream(zipPath));
      await readZipPictures(zipPath, async (fileName, size, open) => {
        if (dryRun) return intake.name(fileName);
        if (!intake.wants(fileName)) return intake.skip(fileName);
        // Its declared size is checked before a byte is inflated, and yauzl stops an entry
        // that inflates past what it declared.
        const bytes = size > maxBytes ? null : await readAtMost(await open(), maxBytes, true);
        if (bytes === null) intake.tooLarge(fileName, pictureTooLarge(maxBytes).message);
        else await intake.add(fileName, bytes);
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Streams the form: the sheet planned first, then every picture into the intake. */
  async function readForm(request: FastifyRequest, dryRun: boolean) {
    let plan: Plan | null = null;
    let intake: PictureIntake | null = null;
    const names: string[] = [];
    const parts = request.parts({
      limits: {
        fileSize: ZIP_MAX_BYTES,
        files: MAX_PARTS,
        fields: MAX_PARTS,
        parts: MAX_PARTS,
        // A field is a picture's name: anything longer is cut and refused below.
        fieldSize: FIELD_MAX_BYTES,
      },
    });
    try {
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.fieldname !== 'pictureNames') continue;
          if (part.valueTruncated) throw badRequest(NAME_TOO_LONG);
          if (intake) intake.name(String(part.value));
          else names.push(String(part.value));
          continue;
        }
        if (!intake) {
          if (part.fieldname !== 'file') throw badRequest(NO_SHEET);
          const bytes = await readAtMost(part.file, SHEET_MAX_BYTES);
          if (bytes === null) throw uploadTooLarge('Plik importu jest za duży', SHEET_MAX_BYTES);
          plan = await planImport(app.db, await readSheet(bytes), app.config.productRules);
          intake = new PictureIntake(plan, app.images, { dryRun, maxBytes });
          for (const name of names) intake.name(name);
        } else if (isZipName(part.filename, part.mimetype)) {
          await takeZip(intake, part.file, dryRun);
        } else if (dryRun) {
          // A dry run does not make pictures: the name counts, the content is checked later.
          intake.name(part.filename);
          part.file.resume();
        } else {
          await takePicture(intake, part.file, part.filename);
        }
      }
    } catch (error) {
      await intake?.discard(request.log);
      if (error instanceof AppError) throw error;
      request.log.info({ err: error }, 'malformed import upload');
      throw badRequest(MALFORMED);
    }
    if (!plan || !intake) throw badRequest(NO_SHEET);
    return { plan, intake };
  }

  app.post(
    '/admin/products/import',
    {
      preHandler: requireScope('CREATE_PRODUCT'),
      schema: {
        tags: ['products'],
        summary:
          'Import products from a CSV or XLSX sheet with their pictures (multipart "file", then "pictures" or, in a dry run, "pictureNames"); all or nothing',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: {
          200: importReportSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          422: importReportSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(NO_SHEET);
      const { dryRun } = request.query;
      const { plan, intake } = await readForm(request, dryRun);
      const report = await finishImport(
        {
          db: app.db,
          log: request.log,
          now: app.clock.now(),
          rules: app.config.productRules,
          actor: actorOf(request),
        },
        plan,
        intake,
        dryRun,
      );
      return reply.status(dryRun || report.imported ? 200 : 422).send(report);
    },
  );

  app.get(
    '/admin/products/import/template.csv',
    {
      preHandler: requireScope('CREATE_PRODUCT'),
      schema: { tags: ['products'], summary: 'The import file template with one example row' },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="import-produktow.csv"')
        .header('cache-control', 'private, no-store')
        .send(await importTemplate(app.db)),
  );
};
