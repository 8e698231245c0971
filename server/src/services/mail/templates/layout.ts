import type { MailContext, RenderedMail } from '../types';

export const PRODUCT_NAME = 'Insolvency Marketplace';

/**
 * A mail body is a list of blocks; `renderMail` writes each one both as plain text and as
 * HTML, so the two versions always say the same thing and every value is escaped in one place.
 */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A call to action: a button in HTML, the label and the bare URL on its own line in text. */
  | { kind: 'link'; label: string; href: string }
  /** Label/value rows (e.g. the fields of a contact message). */
  | { kind: 'fields'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  /** Text written by a user: kept as typed, line breaks and all. */
  | { kind: 'quote'; text: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** `${publicUrl}${path}?query`, with every query value encoded. */
export function productLink(ctx: MailContext, path: string, query: Record<string, string | number> = {}): string {
  const url = new URL(`${ctx.publicUrl.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return url.toString();
}

const escapeWithBreaks = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>\n');

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'link':
      return `${block.label}:\n${block.href}`;
    case 'fields':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'quote':
      return block.text
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n');
  }
}

const P_STYLE = 'margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2937';

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${P_STYLE}">${escapeWithBreaks(block.text)}</p>`;
    case 'link':
      return (
        `<p style="margin:0 0 16px"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:10px 18px;` +
        `background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:4px;font-size:15px">${escapeHtml(block.label)}</a></p>\n` +
        `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">If the button does not work, copy this address into your browser:<br>\n` +
        `<a href="${escapeHtml(block.href)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(block.href)}</a></p>`
      );
    case 'fields':
      return (
        `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;font-size:15px">\n` +
        block.rows
          .map(
            ([label, value]) =>
              `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:4px 12px 4px 0;color:#4b5563">${escapeHtml(label)}</th>` +
              `<td style="padding:4px 0;color:#1f2937">${escapeWithBreaks(value)}</td></tr>`,
          )
          .join('\n') +
        `\n</table>`
      );
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #d1d5db;color:#1f2937;font-size:15px;line-height:1.5">${escapeWithBreaks(block.text)}</blockquote>`;
  }
}

/**
 * The frame of every mail: greeting-free blocks, then the product's name, its address and
 * the support contact. Plain text and HTML (escaped), en-GB.
 */
export function renderMail(ctx: MailContext, subject: string, blocks: readonly MailBlock[]): RenderedMail {
  const home = productLink(ctx, '/');
  const supportLine = `Questions? Contact us at ${ctx.supportEmail}.`;
  const text = [
    ...blocks.map(blockText),
    `--\n${PRODUCT_NAME}\n${home}\n${supportLine}`,
  ].join('\n\n');
  const html = `<!DOCTYPE html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" style="border-collapse:collapse;background:#f3f4f6"><tr><td style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;margin:0 auto;border-collapse:collapse;background:#ffffff;border-radius:6px">
<tr><td style="padding:20px 24px;border-bottom:1px solid #e5e7eb;font-size:18px;font-weight:bold;color:#111827">${escapeHtml(PRODUCT_NAME)}</td></tr>
<tr><td style="padding:24px">
${blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e5e7eb;font-size:13px;line-height:1.5;color:#6b7280">
<a href="${escapeHtml(home)}" style="color:#6b7280">${escapeHtml(PRODUCT_NAME)}</a><br>
Questions? Contact us at <a href="mailto:${escapeHtml(ctx.supportEmail)}" style="color:#6b7280">${escapeHtml(ctx.supportEmail)}</a>.
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { subject, text: `${text}\n`, html };
}

/** "Dear Jane," or "Hello," when no name is known. */
export function greeting(name: string | null | undefined): MailBlock {
  const trimmed = name?.trim();
  return { kind: 'paragraph', text: trimmed ? `Dear ${trimmed},` : 'Hello,' };
}
