import { formatDateTime, type CustomerGroup, type CustomerNotificationDto, type DealCustomerState } from '@autoleasing/contracts';
import { notFound } from '@autoleasing/domain';
import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { PG_POOL } from '../../../core/tokens';
import { dealPageHref } from './deal-cards';

/** The customer's notifications of deals that are not archived, newest first ($1 = customer). */
export const NOTIFICATIONS_SQL = `
  SELECT n.id, n.deal_id, n.title, n.body, n.created_at, (s.notification_id IS NOT NULL) AS seen, c.customer_state, c.customer_group
    FROM customer_notifications n
    JOIN customer_deal_cards c ON c.deal_id = n.deal_id AND c.customer_state <> 'customer_archived'
    LEFT JOIN customer_notification_seen s ON s.notification_id = n.id
   WHERE n.customer_id = $1 ORDER BY n.created_at DESC, n.id`;

export const UNSEEN_SQL = `
  SELECT count(*)::int FROM customer_notifications n
    JOIN customer_deal_cards c ON c.deal_id = n.deal_id AND c.customer_state <> 'customer_archived'
   WHERE n.customer_id = $1 AND NOT EXISTS (SELECT 1 FROM customer_notification_seen s WHERE s.notification_id = n.id)`;

export interface NotificationRow {
  id: string;
  deal_id: string;
  title: string;
  body: string | null;
  /** A Date from a row, a string from JSON. */
  created_at: Date | string;
  seen: boolean;
  customer_state: DealCustomerState;
  customer_group: CustomerGroup;
}

export function toNotification(r: NotificationRow): CustomerNotificationDto {
  const created = new Date(r.created_at);
  return {
    id: r.id,
    deal_id: r.deal_id,
    deal_href: dealPageHref(r.customer_state, r.customer_group, r.deal_id),
    title: r.title,
    body: r.body,
    created_at: created.toISOString(),
    created_at_text: formatDateTime(created),
    seen: r.seen,
  };
}

/**
 * The customer's notifications (customer_notifications, written by the customer-area projection)
 * and the one writer of customer_notification_seen: which of them the customer has seen.
 */
@Injectable()
export class CustomerNotificationsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async notifications(customerId: string, limit = 100): Promise<{ notifications: CustomerNotificationDto[]; unseen: number }> {
    const [list, unseen] = await Promise.all([
      this.pool.query<NotificationRow>(`${NOTIFICATIONS_SQL} LIMIT $2`, [customerId, limit]),
      this.pool.query<{ unseen: number }>(`SELECT (${UNSEEN_SQL}) AS unseen`, [customerId]),
    ]);
    return { notifications: list.rows.map(toNotification), unseen: unseen.rows[0]?.unseen ?? 0 };
  }

  /** Marks the customer's own notification as seen (idempotent); another's answers 404. */
  async markSeen(notificationId: string, customerId: string): Promise<CustomerNotificationDto> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM customer_notifications WHERE id = $1 AND customer_id = $2', [notificationId, customerId]);
    if (!rowCount) throw notFound('notification_not_found', 'Die Benachrichtigung wurde nicht gefunden.');
    await this.pool.query(
      'INSERT INTO customer_notification_seen (notification_id, customer_id) VALUES ($1, $2) ON CONFLICT (notification_id) DO NOTHING',
      [notificationId, customerId],
    );
    const { notifications } = await this.notifications(customerId, 1000);
    const found = notifications.find((n) => n.id === notificationId);
    if (!found) throw notFound('notification_not_found', 'Die Benachrichtigung wurde nicht gefunden.');
    return found;
  }
}
