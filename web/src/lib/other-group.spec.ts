import { otherGroupOf } from './other-group';

describe('otherGroupOf (spec 2.7: the 400 for the other customer group)', () => {
  it.each([
    ['offer_only_for_b2c', { kind: 'offer', group: 'b2c' }],
    ['offer_only_for_b2b', { kind: 'offer', group: 'b2b' }],
    ['packages_only_for_b2c', { kind: 'packages', group: 'b2c' }],
  ])('%s names the group and what is restricted', (code, expected) => {
    expect(otherGroupOf(code)).toEqual(expected);
  });

  it.each([undefined, 'invalid_parameter', 'offer_only_for_b2x', 'xoffer_only_for_b2c'])('%s is no other-group error', (code) => {
    expect(otherGroupOf(code)).toBeNull();
  });
});
