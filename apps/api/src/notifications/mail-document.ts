import type { UserLanguage } from '@taskflow/contracts';

export type MailBlock =
  | { paragraph: string }
  | { heading: string }
  | { quote: string }
  | { items: { text: string; url?: string; quote?: string }[] };

/** A notification mail before it is written out as plain text and HTML. */
export interface MailDocument {
  subject: string;
  greeting: string;
  blocks: MailBlock[];
  action: { label: string; url: string };
  /** Why the reader gets it, and the line before the unsubscribe link. */
  footer: string;
  unsubscribeLabel: string;
}

/** A document as content builders make it; the unsubscribe line is added when the mail is written. */
export type MailDraftDocument = Omit<MailDocument, 'unsubscribeLabel'>;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Writes a mail in the reader's language; while they have not chosen one, in English and German (as every mail of
 * the API), each with the same links.
 */
export function renderMail(
  language: UserLanguage | null | undefined,
  build: (language: UserLanguage) => MailDocument,
  unsubscribeUrl: string,
): RenderedMail {
  const languages: UserLanguage[] = language ? [language] : ['en', 'de'];
  const documents = languages.map(build);
  return {
    subject: documents.map((document) => document.subject).join(' / '),
    text: documents.map((document) => plainText(document, unsubscribeUrl)).join('\n\n---\n\n'),
    html: htmlPage(
      documents.map((document) => htmlBody(document, unsubscribeUrl)).join('<hr style="margin:32px 0">'),
      languages[0],
    ),
  };
}

function plainText(document: MailDocument, unsubscribeUrl: string): string {
  const lines = [document.greeting, ''];
  for (const block of document.blocks) {
    if ('paragraph' in block) lines.push(block.paragraph, '');
    else if ('heading' in block) lines.push(block.heading, '');
    else if ('quote' in block) lines.push(...block.quote.split('\n').map((line) => `> ${line}`), '');
    else {
      for (const item of block.items) {
        lines.push(`- ${item.text}`);
        if (item.quote) lines.push(...item.quote.split('\n').map((line) => `  > ${line}`));
        if (item.url) lines.push(`  ${item.url}`);
      }
      lines.push('');
    }
  }
  lines.push(`${document.action.label}: ${document.action.url}`, '', '--', document.footer);
  lines.push(`${document.unsubscribeLabel}: ${unsubscribeUrl}`);
  return lines.join('\n');
}

function htmlBody(document: MailDocument, unsubscribeUrl: string): string {
  const parts = [`<p>${escapeHtml(document.greeting)}</p>`];
  for (const block of document.blocks) {
    if ('paragraph' in block) parts.push(`<p>${multiline(block.paragraph)}</p>`);
    else if ('heading' in block) parts.push(`<h3 style="margin:24px 0 8px">${escapeHtml(block.heading)}</h3>`);
    else if ('quote' in block) parts.push(quoteHtml(block.quote));
    else
      parts.push(
        `<ul>${block.items
          .map((item) => {
            const text = item.url
              ? `<a href="${escapeHtml(item.url)}">${escapeHtml(item.text)}</a>`
              : escapeHtml(item.text);
            return `<li style="margin-bottom:8px">${text}${item.quote ? quoteHtml(item.quote) : ''}</li>`;
          })
          .join('')}</ul>`,
      );
  }
  parts.push(
    `<p style="margin:24px 0"><a href="${escapeHtml(document.action.url)}" style="background:#2563eb;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(document.action.label)}</a></p>`,
    `<p style="color:#6b7280;font-size:12px">${escapeHtml(document.footer)}<br><a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(document.unsubscribeLabel)}</a></p>`,
  );
  return parts.join('\n');
}

function htmlPage(body: string, language: UserLanguage): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111827;max-width:600px;margin:0 auto;padding:16px">
${body}
</body>
</html>`;
}

function quoteHtml(text: string): string {
  return `<blockquote style="margin:8px 0;padding-left:12px;border-left:3px solid #d1d5db;color:#374151">${multiline(text)}</blockquote>`;
}

function multiline(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
