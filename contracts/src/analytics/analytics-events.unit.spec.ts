import { analyticsPropsProblems } from './analytics-events';

describe('analyticsPropsProblems', () => {
  it('accepts no props and small whitelisted ones', () => {
    expect(analyticsPropsProblems(undefined)).toEqual([]);
    expect(analyticsPropsProblems({ status: 401, code: 'invalid_credentials', applied: false })).toEqual([]);
  });

  it('refuses other keys, e-mail addresses, long text, odd types and too many keys', () => {
    expect(analyticsPropsProblems({ email: 'x' })).toEqual(['props.email is not allowed']);
    expect(analyticsPropsProblems({ code: 'privat@autoleasing.example' })).toEqual(['props.code is not a short code']);
    expect(analyticsPropsProblems({ code: 'a'.repeat(65) })).toEqual(['props.code is not a short code']);
    expect(analyticsPropsProblems({ status: { nested: 1 } })).toEqual(['props.status must be a string, number or boolean']);
    expect(analyticsPropsProblems({ status: Number.NaN })).toEqual(['props.status is out of range']);
    expect(analyticsPropsProblems([])).toEqual(['props must be an object']);
    expect(analyticsPropsProblems({ status: 1, code: 'a', step: 'b', failure: true, applied: true, extra: 1 })).toContain('props may have at most 5 keys');
  });
});
