import { jsonDepthExceeds, parseJsonBody, textProblem } from './malformed-input';

const parse = (text: string) => parseJsonBody(Buffer.from(text, 'utf8'));
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('malformed input', () => {
  it('given clean JSON, when parsed, then the value comes back (an empty body is undefined)', () => {
    expect(parse('{"a":["ä",1,{"b":"😀"}]}')).toEqual({ a: ['ä', 1, { b: '😀' }] });
    expect(parseJsonBody(Buffer.alloc(0))).toBeUndefined();
  });
  it('given brackets inside strings, when the depth is counted, then they do not count', () => {
    expect(jsonDepthExceeds(`{"a":"${'['.repeat(100)}\\"["}`)).toBe(false);
    expect(jsonDepthExceeds('['.repeat(33) + ']'.repeat(33))).toBe(true);
    expect(jsonDepthExceeds('['.repeat(32) + ']'.repeat(32))).toBe(false);
  });
  it('given NUL, lone surrogates, over-long text, proto keys or broken JSON, when parsed, then a stable code', () => {
    expect(codeOf(() => parse('{"a":"x\\u0000"}'))).toBe('input_contains_nul');
    expect(codeOf(() => parse('["\\ud83d"]'))).toBe('input_invalid_unicode');
    expect(codeOf(() => parse('["\\ude00x"]'))).toBe('input_invalid_unicode');
    expect(codeOf(() => parse('["\\ud83d\\ude00"]'))).toBeNull();
    expect(codeOf(() => parse(JSON.stringify(['a'.repeat(20_001)])))).toBe('input_too_long');
    expect(codeOf(() => parse('{"__proto__":{"admin":true}}'))).toBe('invalid_json');
    expect(codeOf(() => parse('{'))).toBe('invalid_json');
  });
  it('given a path or query text, when checked, then the same rules apply', () => {
    expect(textProblem('ok')).toBeNull();
    expect(textProblem('\u0000')?.code).toBe('input_contains_nul');
  });
});
