// GET /users/me/export: everything the shop holds about the shopper, saved as the JSON file the
// server names (moje-dane-YYYY-MM-DD.json). docs/privacy.md.
import { useMutation } from '@tanstack/react-query';
import { myDataFileName } from '@shop/shared/privacy';
import { downloadApiFile } from '@/lib/save-file.ts';

export function downloadMyData(): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  return downloadApiFile('/users/me/export', myDataFileName(today));
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
