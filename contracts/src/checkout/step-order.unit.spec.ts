import { checkoutStepsOf } from './routes';
import { checkoutProgressStepsOf } from './step-order';

describe('checkoutProgressStepsOf', () => {
  it('is the group order of spec 2.3 up to the summary, without the success page', () => {
    expect(checkoutProgressStepsOf('b2c')).toEqual(['checkout', 'personal-details', 'credit-check-details', 'documents', 'extras', 'summary']);
    expect(checkoutProgressStepsOf('b2b')).toEqual(['checkout', 'business-details', 'company-details', 'owner-details', 'business-documents', 'extras', 'business-summary']);
  });

  it.each(['b2c', 'b2b'] as const)('keeps the order of checkoutStepsOf(%s)', (group) => {
    expect(checkoutProgressStepsOf(group)).toEqual(checkoutStepsOf(group).slice(0, -1));
    expect(checkoutStepsOf(group).at(-1)).toBe('success');
  });
});
