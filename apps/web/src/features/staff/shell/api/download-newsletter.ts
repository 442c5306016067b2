// GET /admin/newsletter.csv (MANAGE_COUPONS): the confirmed newsletter subscribers (email,
// confirmed_at), saved by the browser.
import { downloadApiFile } from '@/lib/save-file.ts';

export const downloadNewsletterCsv = () =>
  downloadApiFile('/admin/newsletter.csv', 'newsletter.csv');
