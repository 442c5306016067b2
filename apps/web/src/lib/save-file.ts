// Saves a file the app fetched (with the session's token, so not a plain link) under a name, as
// the browser's own download would.
import { apiFile } from './api-client.ts';

export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Released later, not at once: a browser may still be reading the file after the click.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}

/** Downloads an API file (e.g. an invoice PDF); `fallbackName` when the server names none. */
export async function downloadApiFile(path: string, fallbackName: string): Promise<void> {
  const file = await apiFile(path);
  saveBlob(file.blob, file.filename ?? fallbackName);
}
