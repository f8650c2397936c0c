/**
 * A small offline check of JSON-LD against the schema.org types our pages use (issue 18, item 2):
 * per type the properties Google's rich results need and the value kind of each property we set.
 * An unknown type, a missing required property or a value of the wrong kind is a finding.
 */
type Kind = 'text' | 'url' | 'number' | 'boolean' | 'date' | 'enumUrl' | `@${string}` | `[@${string}]`;

interface TypeRule {
  required: string[];
  properties: Record<string, Kind | Kind[]>;
}

const SCHEMA = 'https://schema.org/';

export const SCHEMA_TYPES: Record<string, TypeRule> = {
  Organization: { required: ['name', 'url'], properties: { name: 'text', url: 'url', logo: 'url' } },
  BreadcrumbList: { required: ['itemListElement'], properties: { itemListElement: '[@ListItem]' } },
  ItemList: { required: ['itemListElement'], properties: { name: 'text', numberOfItems: 'number', itemListElement: '[@ListItem]' } },
  ListItem: { required: ['position'], properties: { position: 'number', name: 'text', item: 'url', url: 'url' } },
  Car: {
    required: ['name', 'offers', 'image', 'brand'],
    properties: {
      name: 'text', model: 'text', vehicleConfiguration: 'text', bodyType: 'text', fuelType: 'text', color: 'text', image: 'url', url: 'url',
      brand: '@Brand', vehicleEngine: '@EngineSpecification', itemCondition: 'enumUrl', offers: '@Offer',
    },
  },
  Product: { required: ['name', 'offers', 'image'], properties: { name: 'text', image: 'url', url: 'url', offers: '@Offer' } },
  Brand: { required: ['name'], properties: { name: 'text' } },
  EngineSpecification: { required: [], properties: { name: 'text', enginePower: '@QuantitativeValue' } },
  QuantitativeValue: { required: ['value'], properties: { value: 'number', unitText: 'text', unitCode: 'text' } },
  Offer: {
    required: ['price', 'priceCurrency', 'availability'],
    properties: { price: ['number', 'text'], priceCurrency: 'text', availability: 'enumUrl', url: 'url', priceSpecification: '@UnitPriceSpecification' },
  },
  UnitPriceSpecification: {
    required: ['price', 'priceCurrency', 'unitText'],
    properties: {
      price: ['number', 'text'], priceCurrency: 'text', valueAddedTaxIncluded: 'boolean', unitText: 'text', unitCode: 'text', referenceQuantity: '@QuantitativeValue',
    },
  },
  Article: {
    required: ['headline', 'datePublished', 'author', 'image'],
    properties: { headline: 'text', description: 'text', datePublished: 'date', author: '@Person', publisher: '@Organization', image: 'url', mainEntityOfPage: 'url' },
  },
  Person: { required: ['name'], properties: { name: 'text' } },
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function kindProblem(kind: Kind, value: unknown, at: string, findings: string[]): void {
  if (kind.startsWith('[@')) {
    if (!Array.isArray(value) || value.length === 0) findings.push(`${at}: expected a non-empty list`);
    else value.forEach((item, i) => kindProblem(kind.slice(1, -1) as Kind, item, `${at}[${i}]`, findings));
    return;
  }
  if (kind.startsWith('@')) {
    if (!isObject(value) || value['@type'] !== kind.slice(1)) findings.push(`${at}: expected a ${kind.slice(1)}`);
    else validateNode(value, at, findings);
    return;
  }
  const ok = {
    text: typeof value === 'string' && value.length > 0,
    url: typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value),
    number: typeof value === 'number' || (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)),
    boolean: typeof value === 'boolean',
    date: typeof value === 'string' && !Number.isNaN(Date.parse(value)),
    enumUrl: typeof value === 'string' && value.startsWith(SCHEMA),
  }[kind as 'text'];
  if (!ok) findings.push(`${at}: ${JSON.stringify(value)} is no ${kind}`);
}

function validateNode(node: Json, at: string, findings: string[]): void {
  const type = node['@type'];
  const rule = typeof type === 'string' ? SCHEMA_TYPES[type] : undefined;
  if (!rule) {
    findings.push(`${at}: unknown type ${String(type)}`);
    return;
  }
  for (const name of rule.required) if (node[name] === undefined) findings.push(`${at} (${type}): ${name} is missing`);
  for (const [name, value] of Object.entries(node)) {
    if (name.startsWith('@')) continue;
    const kinds = rule.properties[name];
    if (!kinds) {
      findings.push(`${at} (${type}): ${name} is not a property we know for ${type}`);
      continue;
    }
    const options = Array.isArray(kinds) ? kinds : [kinds];
    const attempts = options.map((kind) => {
      const found: string[] = [];
      kindProblem(kind, value, `${at}.${name}`, found);
      return found;
    });
    if (!attempts.some((found) => found.length === 0)) findings.push(...attempts[0]);
  }
}

/** Every finding in a document's JSON-LD graph; an empty list means it validates. */
export function validateJsonLd(document: unknown): string[] {
  const findings: string[] = [];
  if (!isObject(document) || document['@context'] !== 'https://schema.org' || !Array.isArray(document['@graph'])) return ['not a schema.org @graph document'];
  document['@graph'].forEach((node, i) => (isObject(node) ? validateNode(node, `@graph[${i}]`, findings) : findings.push(`@graph[${i}]: not an object`)));
  return findings;
}

/** The JSON-LD blocks of an HTML document. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

export function typesOf(document: unknown): string[] {
  return isObject(document) && Array.isArray(document['@graph']) ? document['@graph'].map((node) => (node as Json)['@type'] as string) : [];
}
