// The pictures in a ZIP staff drop on the import page, one entry at a time (yauzl reads the
// archive's directory from the file, then each entry's bytes as a stream), so no archive is ever
// held in memory. Folders and macOS's "__MACOSX" copies are left out.
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { isPictureEntry } from '@shop/shared/product-import';
import { badRequest } from '../../http/errors.ts';

const NOT_A_ZIP = 'Archiwum ZIP ze zdjęciami jest uszkodzone albo nie jest plikiem ZIP';

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: true }, (error, zip) =>
      error ? reject(badRequest(NOT_A_ZIP)) : resolve(zip),
    ),
  );

/**
 * Calls `each` for every file entry in turn, with its name, its declared size once inflated and
 * a way to open its bytes (yauzl stops an entry that inflates past the size it declared).
 */
export async function readZipPictures(
  file: string,
  each: (fileName: string, size: number, open: () => Promise<Readable>) => Promise<void>,
): Promise<void> {
  const zip = await openZip(file);
  await new Promise<void>((resolve, reject) => {
    zip.on('error', () => reject(badRequest(NOT_A_ZIP)));
    zip.on('end', resolve);
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = entry.fileName;
      if (!isPictureEntry(name)) return zip.readEntry();
      const open = () =>
        new Promise<Readable>((done, fail) =>
          zip.openReadStream(entry, (error, stream) =>
            error ? fail(badRequest(NOT_A_ZIP)) : done(stream),
          ),
        );
      each(name, entry.uncompressedSize, open).then(
        () => zip.readEntry(),
        (error: unknown) => {
          zip.close();
          reject(error);
        },
      );
    });
    zip.readEntry();
  });
}
