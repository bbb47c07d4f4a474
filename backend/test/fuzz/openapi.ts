/**
 * The API as its OpenAPI description (`/api/docs-json`) tells it: every path, method, parameter
 * and request body schema. The fuzzer reads nothing else about the routes, so a route added to
 * the app is fuzzed on the next run without a change here.
 */

export interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
  pattern?: string;
  nullable?: boolean;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  /** `POST /api/quotes/{id}`: how the report names the route. */
  key: string;
  method: string;
  /** The path template, `/api/quotes/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, references resolved; absent when the operation takes no body. */
  body?: Schema;
  /** The description asks for a token (`security`): an admin route. */
  guarded: boolean;
}

export interface ApiDescription {
  operations: Operation[];
  /** Every path template with the methods it declares. */
  methodsByPath: Map<string, string[]>;
}

interface RawOperation {
  parameters?: Array<Omit<Parameter, 'schema' | 'required'> & { schema?: Schema; required?: boolean }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
}

interface RawDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, Schema> };
  security?: unknown[];
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

function resolver(document: RawDocument): (schema: Schema | undefined) => Schema {
  const resolve = (schema: Schema | undefined, depth = 0): Schema => {
    if (!schema || depth > 20) return {};
    if (schema.$ref) {
      const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
      return resolve(document.components?.schemas?.[name], depth + 1);
    }
    const copy: Schema = { ...schema };
    if (schema.properties) {
      copy.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([name, property]) => [name, resolve(property, depth + 1)]),
      );
    }
    if (schema.items) copy.items = resolve(schema.items, depth + 1);
    for (const list of ['oneOf', 'anyOf', 'allOf'] as const) {
      if (schema[list]) copy[list] = schema[list]!.map((item) => resolve(item, depth + 1));
    }
    return copy;
  };
  return resolve;
}

export function readDescription(document: RawDocument): ApiDescription {
  const resolve = resolver(document);
  const operations: Operation[] = [];
  const methodsByPath = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      const upper = method.toUpperCase();
      methodsByPath.set(path, [...(methodsByPath.get(path) ?? []), upper]);
      const content = raw.requestBody?.content ?? {};
      const json = content['application/json'] ?? Object.values(content)[0];
      operations.push({
        key: `${upper} ${path}`,
        method: upper,
        path,
        parameters: (raw.parameters ?? []).map((parameter) => ({
          ...parameter,
          required: parameter.required ?? parameter.in === 'path',
          schema: resolve(parameter.schema),
        })),
        body: raw.requestBody ? resolve(json?.schema) : undefined,
        guarded: (raw.security ?? document.security ?? []).length > 0,
      });
    }
  }
  return { operations, methodsByPath };
}

/** The JSON types a schema allows ('integer' counts as a number). */
export function allowedTypes(schema: Schema): Set<string> {
  const types = new Set<string>();
  const add = (item: Schema) => {
    if (item.type) types.add(item.type === 'integer' ? 'number' : item.type);
    if (item.nullable) types.add('null');
    if (item.enum) for (const value of item.enum) types.add(jsonType(value));
    for (const list of [item.oneOf, item.anyOf, item.allOf]) list?.forEach(add);
  };
  add(schema);
  return types;
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * A value the schema accepts: its example, else its first allowed value, else the smallest thing of
 * its type. `fixtures` (by field name) wins where the description cannot know a working value: the
 * admin's credentials, the external system's address.
 */
export function validValue(schema: Schema, name: string, fixtures: Record<string, unknown>): unknown {
  if (name in fixtures) return fixtures[name];
  if (schema.example !== undefined) return schema.example;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return validValue(variant, name, fixtures);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return validObject(schema, fixtures);
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'Fuzz value'.slice(0, Math.max(schema.maxLength ?? 10, schema.minLength ?? 1));
  }
}

/** Every property that has a known good value, and every required one. */
export function validObject(schema: Schema, fixtures: Record<string, unknown>): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const known = name in fixtures || property.example !== undefined || property.enum !== undefined;
    if (required.has(name) || known) body[name] = validValue(property, name, fixtures);
  }
  return body;
}

/** Whether a JSON value fits the schema, as far as the description says (types, enums, ranges, lengths, patterns). */
export function accepts(schema: Schema, value: unknown): boolean {
  if (value === null) return schema.nullable === true || allowedTypes(schema).has('null');
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.some((variant) => accepts({ ...variant, nullable: schema.nullable }, value));
  if (schema.enum && !schema.enum.some((allowed) => allowed === value)) return false;
  const type = jsonType(value);
  switch (schema.type) {
    case undefined:
      return true;
    case 'integer':
    case 'number':
      return (
        type === 'number' &&
        (schema.type === 'number' || Number.isInteger(value)) &&
        Number.isFinite(value) &&
        (schema.minimum === undefined || (value as number) >= schema.minimum) &&
        (schema.maximum === undefined || (value as number) <= schema.maximum)
      );
    case 'string': {
      if (type !== 'string') return false;
      const text = value as string;
      // JSON Schema counts characters (code points), not UTF-16 units.
      const length = [...text].length;
      return (
        (schema.maxLength === undefined || length <= schema.maxLength) &&
        (schema.minLength === undefined || length >= schema.minLength) &&
        (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(text))
      );
    }
    case 'object':
      return type === 'object';
    default:
      return type === schema.type;
  }
}
