import { escapeHtml } from '@autoleasing/contracts';
import type { OutboxListRow } from '@autoleasing/infra';

/** The text body with its links clickable (each on a line of its own after "Label: "). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/^(.+): (https?:\/\/\S+)$/gm, (_, label: string, url: string) => `<a href="${url}">${label}</a>`);
}

/** The mail's attachments as links that open (PDF in the browser's viewer) or download them. */
function attachmentList(m: OutboxListRow): string {
  if (m.attachments.length === 0) return '';
  const items = m.attachments
    .map((a) => `<li><a href="/dev/outbox/attachments/${a.id}" download="${escapeHtml(a.file_name)}">Anhang ${escapeHtml(a.file_name)} herunterladen</a> (${Math.ceil(a.size / 1024)} KB) · <a href="/dev/outbox/attachments/${a.id}" target="_blank" rel="noopener">öffnen<span class="visually-hidden">: ${escapeHtml(a.file_name)}</span></a></li>`)
    .join('');
  return `<h3>Anhänge</h3><ul class="attachments">${items}</ul>`;
}

/** The /dev/outbox page: the given mails, newest first, as accessible HTML. */
export function devOutboxPage(rows: OutboxListRow[]): string {
  const items = rows
    .map(
      (m) => `<article class="mail" aria-labelledby="mail-${m.id}" data-recipient="${escapeHtml(m.recipient.toLowerCase())}">
<h2 id="mail-${m.id}">${escapeHtml(m.subject)}</h2>
<p>An: ${escapeHtml(m.recipient)} · ${escapeHtml(m.created_at.toISOString())}${m.kind ? ` · Art: ${escapeHtml(m.kind)}` : ''}${m.sent_at ? ' · versendet' : ''}</p>
<pre>${linkify(m.text_body)}</pre>
${attachmentList(m)}
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Postausgang (lokal) | autoleasing</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}.mail{border:1px solid #888;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}a{color:#0645ad}a:focus{outline:3px solid #0645ad;outline-offset:2px}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}</style>
</head><body><main><h1>Postausgang (nur lokal)</h1>
<p>Ohne <code>SMTP_URL</code> landen die E-Mails hier statt beim Empfänger. Die neuesten 50 stehen oben.</p>
${items || '<p>Noch keine E-Mails.</p>'}
</main></body></html>`;
}
