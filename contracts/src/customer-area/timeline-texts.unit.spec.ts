import { describeDealEvent, notificationFor, timelineActorOf, TIMELINE_ACTOR_LABELS } from './timeline-texts';

describe('customer timeline texts', () => {
  it('names who acted from the metadata role', () => {
    expect(TIMELINE_ACTOR_LABELS[timelineActorOf('Customer')]).toBe('Sie');
    expect(TIMELINE_ACTOR_LABELS[timelineActorOf('Admin')]).toBe('unser Team');
    expect(TIMELINE_ACTOR_LABELS[timelineActorOf('System')]).toBe('System');
  });

  it('describes a state change with both states in German', () => {
    expect(describeDealEvent('DealCustomerStateChanged', { from: 'customer_pre_confirmed', to: 'customer_confirmed' })).toEqual({
      title: 'Leasing bestätigt',
      detail: 'Status: Vorläufig bestätigt → Bestätigt',
    });
    expect(describeDealEvent('DealDeliveryTimeUpdated', { deliveryTime: '2_to_3_months' })?.detail).toBe('Lieferzeit: 2–3 Monate');
    expect(describeDealEvent('DealRatesRecalculated', {})).toBeNull();
  });

  it('notifies the customer of what our team did, not of their own steps', () => {
    expect(notificationFor('DealCustomerStateChanged', { from: 'customer_pre_confirmed', to: 'customer_confirmed' }, 'team')?.title).toBe('Leasing bestätigt');
    expect(notificationFor('DealCustomerStateChanged', { from: 'car_configured', to: 'personal_details_completed' }, 'customer')).toBeNull();
    expect(notificationFor('DealMessagePosted', {}, 'customer')).toBeNull();
    // An ops delivery-time update is one notification (with the band), not a second one for the state change.
    expect(notificationFor('DealDeliveryTimeUpdated', { deliveryTime: '4_to_6_weeks' }, 'team')?.detail).toBe('Lieferzeit: 4–6 Wochen');
    expect(notificationFor('DealCustomerStateChanged', { from: 'customer_confirmed', to: 'delivery_time_updated' }, 'team')).toBeNull();
  });
});
