// The pictures of an import as they stream in: each is matched to the rows naming it by file
// name, checked, and (in a real run) made into the shop's WebP variants and stored, at most
// PICTURES_AT_ONCE at a time while the next one is read. One already attached to every row's
// product from an earlier import of the same file (same SHA-256) is not made again. Only one
// picture's bytes per running job are in memory.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MAX_LISTED_UNUSED, MAX_PICTURE_NAME_CHARS, pictureKey } from '@shop/shared/product-import';
import { AppError, badRequest } from '../../http/errors.ts';
import { detectPhotoKind } from '../../modules/images/index.ts';
import {
  deleteImageFiles,
  makeVariants,
  newImageBaseName,
  storeVariants,
} from '../../modules/images/index.ts';
import { NOT_AN_IMAGE } from '../../modules/images/index.ts';
import type { ImageStorage } from '../../modules/images/index.ts';
import type { Plan } from './plan.ts';

/** Pictures resized at the same time: sharp uses a thread per core for each already. */
const PICTURES_AT_ONCE = 2;

export interface Picture {
  hash: string;
  /** The stored picture's URL; null in a dry run or when every row already has it. */
  url: string | null;
  /** Why the picture was refused (Polish). */
  error?: string;
}

/** 400 for a file name longer than any real one (it would be kept and echoed in the answer). */
function assertName(fileName: string) {
  if (fileName.length > MAX_PICTURE_NAME_CHARS) {
    throw badRequest(
      `Nazwa pliku zdjęcia może mieć najwyżej ${MAX_PICTURE_NAME_CHARS} znaków: „${fileName.slice(0, 40)}…”`,
    );
  }
}

export class PictureIntake {
  private readonly received = new Map<string, Picture | 'named'>();
  private readonly running = new Set<Promise<void>>();
  private readonly stored: string[] = [];
  /** Files no row names: the first MAX_LISTED_UNUSED names, and how many in all. */
  readonly unused: string[] = [];
  unusedCount = 0;

  constructor(
    private readonly plan: Plan,
    private readonly storage: ImageStorage,
    private readonly options: { dryRun: boolean; maxBytes: number },
  ) {}

  /** Whether a file of this name is wanted (a row names it and it has not come yet). */
  wants(fileName: string): boolean {
    assertName(fileName);
    const key = pictureKey(fileName);
    return this.plan.pictureRows.has(key) && !this.received.has(key);
  }

  /** A picture sent by name only (a dry run's list): it counts as present, unchecked. */
  name(fileName: string) {
    if (this.wants(fileName)) this.received.set(pictureKey(fileName), 'named');
    else if (!this.plan.pictureRows.has(pictureKey(fileName))) this.skip(fileName);
  }

  /** A file no row names, or a second file of a name already taken. */
  skip(fileName: string) {
    assertName(fileName);
    this.unusedCount += 1;
    if (this.unused.length < MAX_LISTED_UNUSED) this.unused.push(fileName);
  }

  /** A picture too big to read: refused by name. */
  tooLarge(fileName: string, message: string) {
    this.received.set(pictureKey(fileName), { hash: '', url: null, error: message });
  }

  /** Takes one picture's bytes; resolves once it may be followed by the next. */
  async add(fileName: string, bytes: Buffer) {
    const key = pictureKey(fileName);
    const hash = createHash('sha256').update(bytes).digest('hex');
    const picture: Picture = { hash, url: null };
    this.received.set(key, picture);
    const rows = this.plan.pictureRows.get(key) ?? [];
    const attached = rows.every((row) => row.knownPictures.has(hash));
    if (attached) return;
    if (this.options.dryRun) {
      if (!detectPhotoKind(bytes)) picture.error = NOT_AN_IMAGE;
      return;
    }
    const job = this.store(picture, bytes).finally(() => this.running.delete(job));
    // A storage failure is raised where the jobs are awaited, never as an unhandled rejection.
    job.catch(() => undefined);
    this.running.add(job);
    if (this.running.size >= PICTURES_AT_ONCE) await Promise.race(this.running);
  }

  private async store(picture: Picture, bytes: Buffer) {
    try {
      const variants = await makeVariants(bytes);
      picture.url = await storeVariants(this.storage, newImageBaseName('import'), variants);
      this.stored.push(picture.url);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      picture.error = error.message;
    }
  }

  /** Waits for every picture still being made. */
  async finish() {
    await Promise.all(this.running);
  }

  /** The picture a row's file name got: a Picture, 'named' (dry run, by name), or undefined. */
  pictureOf(fileName: string): Picture | 'named' | undefined {
    return this.received.get(pictureKey(fileName));
  }

  /** Deletes what was stored (the import did not go through). */
  async discard(log: FastifyBaseLogger) {
    await this.finish().catch(() => undefined);
    await Promise.all(this.stored.map((url) => deleteImageFiles(this.storage, url, log)));
    this.stored.length = 0;
  }
}
