// Bad-input cases generated from the API's own OpenAPI document: for every operation, its path parameters, query
// parameters and JSON body get wrong types, out-of-range numbers, overlong strings, impossible dates, NUL
// characters and malformed JSON. Each case says whether the API must refuse it (4xx) or merely not fail (no 5xx).

export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  example?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** What a case sends; `raw` is a body sent as is (malformed JSON), otherwise `body` is sent as JSON. */
export interface FuzzCase {
  label: string;
  method: string;
  /** OpenAPI path, e.g. /api/tasks/{id}. */
  route: string;
  path: string;
  query: string;
  body?: unknown;
  raw?: string;
  /** true: the API must refuse it with 4xx; false: it may accept it, but must not fail (5xx). */
  mustRefuse: boolean;
}

/** Valid values the cases start from: ids of real rows (so a refused field is the only problem) and such. */
export interface Baseline {
  /** A valid value for a path parameter or a uuid field, by route and name. */
  id(route: string, name: string): string;
  /** A valid value of a string field the schema alone cannot tell (an email, a password, a JSON text). */
  text(property: string, route: string): string | undefined;
}

const IMPOSSIBLE_DAYS = [
  '2026-02-30',
  '2026-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '0000-01-01',
  '99999-01-01',
];
const OUT_OF_RANGE = [1e20, -1e20, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2];
const NUL = 'a\u0000b';

export function resolve(document: OpenApiDocument, schema: Schema | undefined): Schema {
  if (!schema) return {};
  if (schema.$ref) return resolve(document, document.components?.schemas?.[schema.$ref.split('/').pop() ?? '']);
  if (schema.allOf?.length === 1) return { ...resolve(document, schema.allOf[0]), nullable: schema.nullable };
  return schema;
}

const isDay = (schema: Schema) => schema.format === 'date';

/** A value the schema accepts, or undefined when none can be made up (the case then leaves the field out). */
export function validValue(
  document: OpenApiDocument,
  raw: Schema,
  property: string,
  route: string,
  baseline: Baseline,
): unknown {
  const schema = resolve(document, raw);
  const text = baseline.text(property, route);
  if (text !== undefined) return text;
  if (schema.enum?.length) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return baseline.id(route, property);
      if (isDay(schema)) return '2030-06-14';
      return 'Fuzz'.padEnd(Math.max(schema.minLength ?? 1, 4), 'z').slice(0, schema.maxLength ?? 100);
    case 'integer':
      return Math.max(schema.minimum ?? 1, 0);
    case 'number':
      return Math.max(schema.minimum ?? 1, 0);
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return validObject(document, schema, route, baseline);
    default:
      return undefined;
  }
}

export function validObject(
  document: OpenApiDocument,
  schema: Schema,
  route: string,
  baseline: Baseline,
): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    const value = validValue(document, schema.properties?.[name] ?? {}, name, route, baseline);
    if (value !== undefined) object[name] = value;
  }
  return object;
}

interface BadValue {
  label: string;
  value: unknown;
  mustRefuse: boolean;
}

/** Values of a field the API must refuse (or at least survive), judged by the field's schema. */
export function badValues(document: OpenApiDocument, raw: Schema): BadValue[] {
  const schema = resolve(document, raw);
  const refuse = (label: string, value: unknown): BadValue => ({ label, value, mustRefuse: true });
  const survive = (label: string, value: unknown): BadValue => ({ label, value, mustRefuse: false });
  const values: BadValue[] = [];
  if (!schema.nullable) values.push(refuse('null', null));
  switch (schema.type) {
    case 'string':
      values.push(
        refuse('a number', 12345),
        refuse('a boolean', true),
        refuse('an object', { a: 1 }),
        refuse('a list', ['x']),
      );
      values.push(refuse('an overlong string', 'x'.repeat((schema.maxLength ?? 5_000) + 1)));
      values.push(refuse('a NUL character', schema.enum ? NUL : `${String(schema.example ?? 'text')}${NUL}`));
      values.push(survive('a lone surrogate', '\ud800x'), survive('an empty string', ''), survive('spaces', '   '));
      if (schema.format === 'uuid') values.push(refuse('not a uuid', 'not-a-uuid'));
      if (isDay(schema)) for (const day of IMPOSSIBLE_DAYS) values.push(refuse(`the impossible day ${day}`, day));
      if (isDay(schema)) values.push(refuse('a timestamp of an impossible day', '2026-02-30T10:00:00Z'));
      break;
    case 'integer':
    case 'number':
      values.push(refuse('a string', 'abc'), survive('a numeric string', '12'), refuse('a boolean', true));
      values.push(refuse('a list', [1]), refuse('an object', { a: 1 }));
      for (const number of OUT_OF_RANGE) values.push(refuse(`the number ${number}`, number));
      if (schema.maximum !== undefined) values.push(refuse('maximum + 1', schema.maximum + 1));
      if (schema.minimum !== undefined) values.push(refuse('minimum - 1', schema.minimum - 1));
      if (schema.type === 'integer') values.push(refuse('a fraction', 1.5));
      values.push(survive('zero', 0), survive('minus one', -1), survive('a fraction', 0.25));
      break;
    case 'boolean':
      values.push(refuse('a string', 'true'), refuse('a number', 1), refuse('a list', [true]), refuse('an object', {}));
      break;
    case 'array': {
      values.push(refuse('a string', 'x'), refuse('an object', { a: 1 }), refuse('a number', 1));
      values.push(
        refuse(
          'too many items',
          Array.from({ length: (schema.maxItems ?? 2_000) + 1 }, (_, i) => `item-${i}`),
        ),
      );
      const item = resolve(document, schema.items);
      for (const bad of badValues(document, item).filter((value) => value.mustRefuse && value.label !== 'null'))
        values.push(refuse(`an item that is ${bad.label}`, [bad.value]));
      break;
    }
    case 'object':
      values.push(refuse('a string', 'x'), refuse('a number', 5), refuse('a list', [{}]));
      for (const [name, property] of Object.entries(schema.properties ?? {}))
        for (const bad of badValues(document, property).filter((value) => value.mustRefuse))
          values.push(refuse(`an object whose ${name} is ${bad.label}`, { [name]: bad.value }));
      break;
    default:
      values.push(survive('a string', 'x'), survive('a number', 5));
  }
  return values;
}

/** Bad values of a query or path parameter (always sent as text). */
function badParameterValues(document: OpenApiDocument, parameter: Parameter): BadValue[] {
  const schema = resolve(document, parameter.schema);
  const refuse = (label: string, value: string): BadValue => ({ label, value, mustRefuse: true });
  const values: BadValue[] = [
    refuse('an overlong value', 'x'.repeat(3_000)),
    refuse('a NUL character', NUL),
    refuse('a value given twice', '__twice__'),
  ];
  if (parameter.in === 'path') values.push(refuse('not a uuid', 'not-a-uuid'), refuse('the number 1e20', '1e20'));
  if (schema.type === 'number' || schema.type === 'integer') {
    values.push(
      refuse('text', 'abc'),
      refuse('1e20', '1e20'),
      refuse('-1e20', '-1e20'),
      refuse('2147483648', '2147483648'),
    );
    values.push(refuse('a fraction', '1.5'), refuse('empty', ''), refuse('Infinity', 'Infinity'), refuse('NaN', 'NaN'));
    if (schema.maximum !== undefined) values.push(refuse('maximum + 1', String(schema.maximum + 1)));
    if (schema.minimum !== undefined) values.push(refuse('minimum - 1', String(schema.minimum - 1)));
  }
  if (schema.enum) values.push(refuse('a value not in the enum', 'maybe'));
  return values;
}

const encode = (entries: [string, string][]) =>
  entries.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');

/** Every case of every operation of the document. */
export function fuzzCases(document: OpenApiDocument, baseline: Baseline): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const [route, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
      const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
      const pathWith = (overrides: Record<string, string> = {}) =>
        route.replace(/\{(\w+)\}/g, (_match, name: string) =>
          encodeURIComponent(overrides[name] ?? baseline.id(route, name)),
        );
      const validQuery: [string, string][] = queryParameters
        .filter((parameter) => parameter.required)
        .map((parameter) => [
          parameter.name,
          String(validValue(document, parameter.schema ?? {}, parameter.name, route, baseline) ?? 'x'),
        ]);
      const bodySchema = resolve(document, operation.requestBody?.content?.['application/json']?.schema);
      const validBody = operation.requestBody ? validObject(document, bodySchema, route, baseline) : undefined;
      const add = (label: string, fields: Partial<FuzzCase>) =>
        cases.push({
          label,
          method,
          route,
          path: pathWith(),
          query: encode(validQuery),
          body: validBody,
          mustRefuse: true,
          ...fields,
        });

      for (const parameter of pathParameters)
        for (const bad of badParameterValues(document, parameter)) {
          if (bad.value === '__twice__') continue;
          add(`path parameter ${parameter.name}: ${bad.label}`, {
            path: pathWith({ [parameter.name]: String(bad.value) }),
            mustRefuse: bad.mustRefuse,
          });
        }
      for (const parameter of queryParameters)
        for (const bad of badParameterValues(document, parameter)) {
          const others = validQuery.filter(([name]) => name !== parameter.name);
          const value = String(bad.value);
          const query: [string, string][] =
            value === '__twice__'
              ? [...others, [parameter.name, '1'], [parameter.name, '2']]
              : [...others, [parameter.name, value]];
          add(`query parameter ${parameter.name}: ${bad.label}`, { query: encode(query), mustRefuse: bad.mustRefuse });
        }
      // Routes with query parameters refuse unknown ones (routes that read no query ignore it: not a case, since
      // with valid ids it would run the operation, a deletion too).
      if (queryParameters.length > 0)
        add('an unknown query parameter', { query: encode([...validQuery, ['fuzzUnknown', '1']]) });

      add('malformed JSON', { raw: '{"broken": ', body: undefined });
      if (!operation.requestBody) continue;
      add('a JSON list instead of an object', { body: [validBody] });
      add('a JSON string instead of an object', { raw: '"text"', body: undefined });
      add('a JSON number instead of an object', { raw: '42', body: undefined });
      add('JSON null instead of an object', { raw: 'null', body: undefined });
      add('an unknown property', { body: { ...validBody, fuzzUnknown: 1 } });
      add('a body beyond the size limit', { body: { ...validBody, padding: 'x'.repeat(200_000) } });
      for (const [name, property] of Object.entries(bodySchema.properties ?? {}))
        for (const bad of badValues(document, property))
          add(`body ${name}: ${bad.label}`, { body: { ...validBody, [name]: bad.value }, mustRefuse: bad.mustRefuse });
    }
  }
  return cases;
}
