// The one look of every e-mail (order or account): the shop's header, the content blocks, the operator's
// details in the footer. Each block is written once and rendered twice, as HTML (inline styles:
// mail clients ignore style sheets) and as plain text, so the two never say different things.
import { SHOP_NAME } from '@shop/shared/document-title';
import type { Config } from '../../../config.ts';

export type Operator = Config['operator'];

export interface MailContext {
  /** The shop's address (PUBLIC_URL), for links back to it. */
  shopUrl: string;
  operator: Operator;
}

/** A piece of an e-mail in both forms. */
export interface Block {
  html: string;
  text: string;
}

/** Inline text: plain, bold or a link. */
export type Inline = string | { bold: string } | { link: string; href: string };

export interface Letter {
  subject: string;
  html: string;
  text: string;
}

const INK = '#0f172a';
const MUTED = '#64748b';
const BRAND = '#f97316';
const BRAND_DARK = '#c2410c';
const LINE = '#e2e8f0';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function inlineHtml(part: Inline): string {
  if (typeof part === 'string') return escapeHtml(part);
  if ('bold' in part) return `<strong>${escapeHtml(part.bold)}</strong>`;
  return `<a href="${escapeHtml(part.href)}" style="color:${BRAND_DARK}">${escapeHtml(part.link)}</a>`;
}

function inlineText(part: Inline): string {
  if (typeof part === 'string') return part;
  if ('bold' in part) return part.bold;
  const shown = part.href.replace(/^mailto:/, '');
  return part.link === shown ? shown : `${part.link} (${part.href})`;
}

export function paragraph(...parts: Inline[]): Block {
  return {
    html: `<p style="margin:0 0 16px">${parts.map(inlineHtml).join('')}</p>`,
    text: parts.map(inlineText).join(''),
  };
}

/** A call to action: a button in HTML, "label: url" in text. */
export function button(label: string, href: string): Block {
  return {
    html: `<p style="margin:8px 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;background:${BRAND};color:#ffffff;font-weight:bold;text-decoration:none;padding:12px 24px;border-radius:8px">${escapeHtml(label)}</a></p>`,
    text: `${label}: ${href}`,
  };
}

/** A titled part: the title above its content. */
export function section(title: string, content: Block): Block {
  return {
    html: `<h2 style="margin:24px 0 8px;font-size:16px;color:${INK}">${escapeHtml(title)}</h2>\n${content.html}`,
    text: `${title}:\n${content.text}`,
  };
}

/** Lines kept together (an address). */
export function lines(values: string[]): Block {
  return {
    html: `<p style="margin:0 0 16px">${values.map(escapeHtml).join('<br>')}</p>`,
    text: values.join('\n'),
  };
}

export interface Row {
  cells: string[];
  /** The row that sums up (bold). */
  total?: boolean;
  /** The row in plain text; by default "first cell: the others". */
  text?: string;
}

/** A table whose first column is text and the others numbers (right-aligned). */
export function table(rows: Row[]): Block {
  const cell = (value: string, index: number, total: boolean) =>
    `<td style="padding:8px 0 8px ${index > 0 ? '12px' : '0'};border-top:${total ? `2px solid ${INK}` : `1px solid ${LINE}`};${index > 0 ? 'text-align:right;white-space:nowrap;' : ''}${total ? 'font-weight:bold;' : ''}">${escapeHtml(value)}</td>`;
  return {
    html: `<table role="presentation" style="border-collapse:collapse;width:100%;margin:0 0 16px">${rows
      .map((row) => `<tr>${row.cells.map((c, i) => cell(c, i, row.total ?? false)).join('')}</tr>`)
      .join('')}</table>`,
    text: rows
      .map((row) => {
        const [first, ...others] = row.cells;
        return row.text ?? `${first}: ${others.filter((c) => c !== '').join(' ')}`;
      })
      .join('\n'),
  };
}

/** What the footer says the e-mail is about: an order, the account, the newsletter, a reminder. */
export type About = 'order' | 'account' | 'newsletter' | 'reminder';

const ABOUT_NOTES: Record<About, string> = {
  order: 'Wiadomość wysłana automatycznie, dotyczy Twojego zamówienia w sklepie',
  account: 'Wiadomość wysłana automatycznie, dotyczy Twojego konta w sklepie',
  newsletter: 'Wiadomość wysłana automatycznie, dotyczy zapisu do newslettera sklepu',
  reminder: 'Wiadomość wysłana automatycznie, dotyczy przypomnienia o kolekcji w sklepie',
};

function footer({ operator, shopUrl }: MailContext, about: About): Block {
  const address = `${operator.street}, ${operator.postalCode} ${operator.city}`;
  const contact = `e-mail: ${operator.email}, tel. ${operator.phone}`;
  const note = ABOUT_NOTES[about];
  return {
    html: `<p style="margin:0 0 8px">${escapeHtml(note)} <a href="${escapeHtml(shopUrl)}" style="color:${MUTED}">${escapeHtml(SHOP_NAME)}</a>.</p>
<p style="margin:0">${escapeHtml(operator.name)}<br>${escapeHtml(address)}<br>NIP ${escapeHtml(operator.nip)}<br>e-mail: <a href="mailto:${escapeHtml(operator.email)}" style="color:${MUTED}">${escapeHtml(operator.email)}</a>, tel. ${escapeHtml(operator.phone)}</p>`,
    text: [
      `${note} ${SHOP_NAME} (${shopUrl}).`,
      operator.name,
      address,
      `NIP ${operator.nip}`,
      contact,
    ].join('\n'),
  };
}

/** The whole message: header, title, blocks and footer. */
export function layout(
  context: MailContext,
  {
    subject,
    title,
    blocks,
    about = 'order',
  }: { subject: string; title: string; blocks: Block[]; about?: About },
): Letter {
  const bottom = footer(context, about);
  const html = `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9">
<table role="presentation" style="border-collapse:collapse;width:100%;background:#f1f5f9"><tr><td style="padding:24px 12px">
<table role="presentation" style="border-collapse:collapse;width:100%;max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;overflow:hidden;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:${INK}">
<tr><td style="background:${INK};padding:20px 32px;font-size:22px;font-weight:800;letter-spacing:-0.5px"><a href="${escapeHtml(context.shopUrl)}" style="color:#ffffff;text-decoration:none"><span style="color:${BRAND}">&#9650;</span> Outlet<span style="color:${BRAND}">Drop</span></a></td></tr>
<tr><td style="padding:32px 32px 16px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${INK}">${escapeHtml(title)}</h1>
${blocks.map((block) => block.html).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;background:#f8fafc;border-top:1px solid ${LINE};font-size:12px;line-height:1.6;color:${MUTED}">
${bottom.html}
</td></tr>
</table>
</td></tr></table>
</body></html>`;
  const text = [
    SHOP_NAME,
    '',
    title,
    '',
    ...blocks.map((block) => `${block.text}\n`),
    '--',
    bottom.text,
  ].join('\n');
  return { subject, html, text };
}
