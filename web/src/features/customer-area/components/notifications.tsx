import type { CustomerNotificationDto } from '@autoleasing/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { customerAreaKeys, markNotificationSeen } from '../api/customer-area-api';
import { DealLink } from './deal-link';

/** The customer's notifications, each leading to its deal; an unseen one can be marked as seen. */
export function NotificationList({ notifications }: { notifications: CustomerNotificationDto[] }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  async function markSeen(id: string) {
    setBusy(id);
    try {
      await markNotificationSeen(id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: customerAreaKeys.dashboard() }),
        queryClient.invalidateQueries({ queryKey: customerAreaKeys.notifications() }),
      ]);
    } catch {
      // The client showed the toast.
    } finally {
      setBusy(null);
    }
  }

  if (notifications.length === 0) return <p className="ca-muted">Keine Benachrichtigungen.</p>;
  return (
    <ul className="ca-notifications">
      {notifications.map((n) => (
        <li key={n.id} className={`ca-notification${n.seen ? ' ca-notification--seen' : ''}`}>
          <div>
            <p className="ca-notification__title">
              {!n.seen && <span className="ca-badge ca-badge--new">Neu</span>} {n.title}
            </p>
            {n.body && <p className="ca-notification__body">{n.body}</p>}
            <p className="ca-timeline__meta">
              <time dateTime={n.created_at}>{n.created_at_text}</time>
              {' · '}
              <DealLink href={n.deal_href}>
                Zur Bestellung<span className="visually-hidden">: {n.title}</span>
              </DealLink>
            </p>
          </div>
          {!n.seen && (
            <button type="button" className="button button--compact button--ghost" onClick={() => void markSeen(n.id)} disabled={busy === n.id}>
              Als gelesen markieren<span className="visually-hidden">: {n.title}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
