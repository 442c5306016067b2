// A printed receipt as plain text (what the simulator "prints" to its console).
import type { Receipt } from './receipt-schema.ts';

const WIDTH = 48;
const line = (left: string, right = '') =>
  `${left.slice(0, WIDTH - right.length - 1).padEnd(WIDTH - right.length)}${right}`;

export function renderReceipt(id: string, receipt: Receipt): string {
  const rows = [
    '='.repeat(WIDTH),
    line('PARAGON FISKALNY', id.slice(0, 12)),
    ...(receipt.buyer ? [line('NIP nabywcy:', receipt.buyer.nip)] : []),
    '-'.repeat(WIDTH),
    ...receipt.items.flatMap(({ article }) => [
      line(article.name),
      line(`  ${article.quantity} x ${article.price}`, `${article.value} ${article.ptu}`),
    ]),
    '-'.repeat(WIDTH),
    line('SUMA PLN', receipt.summary.total),
    ...(receipt.payments ?? []).flatMap((payment) =>
      Object.entries(payment).map(([kind, body]) => line(body?.name ?? kind, body?.value ?? '')),
    ),
    ...(receipt.printout_lines ?? []).map(({ textline }) => line(textline.text)),
    ...(receipt.system_info
      ? [line('Nr systemowy:', receipt.system_info.system_number.value)]
      : []),
    '='.repeat(WIDTH),
  ];
  return rows.map((row) => row.trimEnd()).join('\n');
}
