import { badRequest, type DomainError } from '@autoleasing/domain';
import secureJsonParse from 'secure-json-parse';

/** Deeper JSON than this is no form of ours; refusing it early keeps recursive code safe. */
export const MAX_JSON_DEPTH = 32;
/** The longest text field of any request DTO is 10,000 characters; this leaves room above it. */
export const MAX_STRING_LENGTH = 20_000;

export const MALFORMED_INPUT = {
  nul: () => badRequest('input_contains_nul', 'Die Eingabe enthält ein unzulässiges Steuerzeichen (NUL).'),
  surrogate: () => badRequest('input_invalid_unicode', 'Die Eingabe enthält ungültige Unicode-Zeichen.'),
  tooDeep: () => badRequest('input_too_deep', `Die Anfrage ist zu tief verschachtelt (höchstens ${MAX_JSON_DEPTH} Ebenen).`),
  tooLong: () => badRequest('input_too_long', `Ein Text der Anfrage ist zu lang (höchstens ${MAX_STRING_LENGTH} Zeichen).`),
  invalidJson: () => badRequest('invalid_json', 'Die Anfrage enthält kein gültiges JSON.'),
  invalidEncoding: () => badRequest('invalid_encoding', 'Die Anfrage ist nicht gültig als UTF-8 kodiert.'),
} as const satisfies Record<string, () => DomainError>;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A text value we accept: no NUL, no lone UTF-16 surrogate, not over-long. */
export function textProblem(value: string): DomainError | null {
  if (value.length > MAX_STRING_LENGTH) return MALFORMED_INPUT.tooLong();
  if (value.includes('\u0000')) return MALFORMED_INPUT.nul();
  if (LONE_SURROGATE.test(value)) return MALFORMED_INPUT.surrogate();
  return null;
}

/**
 * The nesting depth of a JSON text, counted without parsing (brackets inside strings do not
 * count), so an over-deep body is refused before any recursive code sees it.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

/** The first problem of any key or string value in a parsed value (depth is bounded by then). */
export function valueProblem(value: unknown): DomainError | null {
  if (typeof value === 'string') return textProblem(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = valueProblem(item);
      if (problem) return problem;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key) ?? valueProblem(item);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * The one JSON body parser of the API: valid UTF-8, at most MAX_JSON_DEPTH deep, no prototype
 * poisoning (secure-json-parse, as Fastify's own parser), and every key and string clean.
 * Throws a 400 DomainError with a stable code; an empty body is `undefined`.
 */
export function parseJsonBody(raw: Buffer): unknown {
  if (raw.length === 0) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw MALFORMED_INPUT.invalidEncoding();
  }
  if (jsonDepthExceeds(text)) throw MALFORMED_INPUT.tooDeep();
  let value: unknown;
  try {
    value = secureJsonParse.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw MALFORMED_INPUT.invalidJson();
  }
  const problem = valueProblem(value);
  if (problem) throw problem;
  return value;
}
