import type { OpsDealMessageDto, OpsTimelineActor } from '@autoleasing/contracts';
import { OPS_MESSAGE_AUTHOR_LABELS } from '@autoleasing/contracts';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';

interface RawMessage {
  id: string;
  message: string;
  category: string;
  source: string;
  author_role: OpsTimelineActor['role'];
  author_name: string | null;
  created_at: Date;
  reply_to: string | null;
}

const toDto = (r: RawMessage): OpsDealMessageDto => ({
  id: r.id,
  message: r.message,
  category: r.category,
  source: r.source,
  author_role: r.author_role,
  author: OPS_MESSAGE_AUTHOR_LABELS[r.author_role],
  author_name: r.author_name,
  created_at: r.created_at.toISOString(),
  reply_to: r.reply_to,
});

const SELECT = `
  SELECT dm.id, dm.message, dm.category, dm.source, dm.author_role, dm.created_at, dm.reply_to,
         COALESCE(NULLIF(concat_ws(' ', u.first_name, u.last_name), ''), NULLIF(u.company_name, ''), u.email) AS author_name
    FROM deal_messages dm LEFT JOIN users u ON u.id = dm.author_user_id AND u.erased_at IS NULL`;

/** A deal's message thread: the texts live in deal_messages (erasable), the events keep only ids. */
@Injectable()
export class OpsDealMessagesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async thread(dealId: string): Promise<OpsDealMessageDto[]> {
    const { rows } = await this.pool.query<RawMessage>(`${SELECT} WHERE dm.deal_id = $1 ORDER BY dm.created_at, dm.id`, [dealId]);
    return rows.map(toDto);
  }

  async isMessageOf(dealId: string, messageId: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM deal_messages WHERE id = $1 AND deal_id = $2', [messageId, dealId]);
    return (rowCount ?? 0) > 0;
  }

  async one(messageId: string): Promise<OpsDealMessageDto> {
    const { rows } = await this.pool.query<RawMessage>(`${SELECT} WHERE dm.id = $1`, [messageId]);
    return toDto(rows[0]);
  }
}
