import { notFound } from '@autoleasing/domain';
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import { WALL_CONFIG, type WallConfig } from '../auth/wall-config';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** The text body with its links clickable (each on a line of its own after "Label: "). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/^(.+): (https?:\/\/\S+)$/gm, (_, label: string, url: string) => `<a href="${url}">${label}</a>`);
}

/**
 * /dev/outbox: the mails that would have gone out, newest first, for local development and the
 * browser journeys (no SMTP needed). Answers 404 in production, where it must not exist.
 */
@ApiExcludeController()
@Controller('dev/outbox')
export class DevOutboxHttpController {
  constructor(
    @Inject(PG_POOL) private readonly pool: Pool,
    @Inject(WALL_CONFIG) private readonly config: WallConfig,
  ) {}

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  async list(): Promise<string> {
    if (this.config.production) throw notFound('not_found', 'Die angeforderte Ressource wurde nicht gefunden.');
    const { rows } = await this.pool.query<{ id: string; recipient: string; subject: string; text_body: string; created_at: Date }>(
      'SELECT id, recipient, subject, text_body, created_at FROM mail_outbox ORDER BY created_at DESC LIMIT 50',
    );
    const items = rows
      .map(
        (m) => `<article class="mail" aria-labelledby="mail-${m.id}" data-recipient="${escapeHtml(m.recipient.toLowerCase())}">
<h2 id="mail-${m.id}">${escapeHtml(m.subject)}</h2>
<p>An: ${escapeHtml(m.recipient)} · ${escapeHtml(m.created_at.toISOString())}</p>
<pre>${linkify(m.text_body)}</pre>
</article>`,
      )
      .join('\n');
    return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Postausgang (lokal) | autoleasing</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}.mail{border:1px solid #888;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}a{color:#0645ad}a:focus{outline:3px solid #0645ad;outline-offset:2px}</style>
</head><body><main><h1>Postausgang (nur lokal)</h1>
<p>Ohne <code>SMTP_URL</code> landen die E-Mails hier statt beim Empfänger. Die neuesten 50 stehen oben.</p>
${items || '<p>Noch keine E-Mails.</p>'}
</main></body></html>`;
  }
}
