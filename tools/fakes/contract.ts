// A vendor's published OpenAPI 3.0 document as a check on what crosses the wire (decision 040):
// the stand-in's answers against the response schema of their path, method and status code,
// and the shop's requests against the operation's request body. The document's schemas are
// turned into JSON Schema (openapi-schema-to-json-schema: `nullable` and the like) and checked
// with ajv, so the check reads the vendor's words, not the shop's.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { fromSchema } from '@openapi-contrib/openapi-schema-to-json-schema';

interface Media {
  schema?: object;
}
interface Operation {
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
}

/** One request and its answer, as a recording fetch saw them. */
export interface Exchange {
  method: string;
  /** The path as the document writes it (its server's prefix removed). */
  path: string;
  /** The request's JSON body, if any. */
  request?: unknown;
  status: number;
  type: string;
  body: unknown;
}

export interface ContractOptions {
  /**
   * Objects the document lists properties of take no others: for documents that mark nothing
   * required, so a field the stand-in invents (or misspells) still shows.
   */
  closed?: boolean;
}

/** `~` and `/` escaped for a JSON pointer. */
const pointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A path template as a pattern: `{name}` is one segment, anything else is literal; a query
 * written into the template (Przelewy24's `/payment/methods/{lang}?amount=150&currency=PLN`) is
 * an example, not part of the path.
 */
const patternOf = (template: string) =>
  new RegExp(
    `^${template
      .split('?')[0]!
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );

export function openApiContract(document: OpenApiDocument, options: ContractOptions = {}) {
  /**
   * The properties the schemas a discriminator maps to add to its own (OpenAPI: the value of
   * `propertyName` picks one of them): a closed object takes each of them too.
   */
  const mappedProperties = (mapping: Record<string, string>) =>
    Object.assign(
      {},
      ...Object.values(mapping).flatMap((ref) => {
        const mapped = document.components.schemas[ref.split('/').at(-1)!] as
          { properties?: object; allOf?: { properties?: object }[] } | undefined;
        return [mapped?.properties, ...(mapped?.allOf ?? []).map((part) => part.properties)];
      }),
    ) as Record<string, unknown>;
  const convert = (schema: object) =>
    fromSchema(schema as never, {
      strictMode: false,
      beforeTransform: (part) => {
        const { nullable, ...rest } = part as { nullable?: boolean; type?: unknown };
        // `nullable` beside `allOf: [$ref]` (no `type` of its own): the value or null.
        if (nullable && rest.type === undefined) {
          return { anyOf: [rest, { type: 'null' }] } as never;
        }
        const object = part as {
          properties?: Record<string, unknown>;
          additionalProperties?: unknown;
          discriminator?: { mapping?: Record<string, string> };
        };
        if (options.closed && object.properties && object.additionalProperties === undefined) {
          const mapping = object.discriminator?.mapping;
          const properties = mapping
            ? { ...mappedProperties(mapping), ...object.properties }
            : object.properties;
          return { ...object, properties, additionalProperties: false } as never;
        }
        return part as never;
      },
    });
  const media = (content: Record<string, Media> = {}) =>
    Object.fromEntries(
      Object.entries(content).map(([type, m]) => [type, { schema: convert(m.schema ?? {}) }]),
    );
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, operation]) => [
          method,
          {
            requestBody: { content: media(operation.requestBody?.content) },
            responses: Object.fromEntries(
              Object.entries(operation.responses ?? {}).map(([status, response]) => [
                status,
                { content: media(response.content) },
              ]),
            ),
          },
        ]),
      ),
    ]),
  );
  const schemas = Object.fromEntries(
    Object.entries(document.components.schemas).map(([name, schema]) => [name, convert(schema)]),
  );
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  // OpenAPI's numeric formats are not JSON Schema's: their ranges are checked by the types.
  for (const format of ['int32', 'int64', 'double', 'float']) ajv.addFormat(format, true);
  ajv.addSchema({ paths, components: { schemas } }, 'contract');

  // A literal segment (/sessions/online) wins over a parameter (/sessions/{referenceNumber}).
  const params = (template: string) => template.split('{').length;
  const templates = Object.keys(document.paths)
    .sort((a, b) => params(a) - params(b))
    .map((template) => ({ template, pattern: patternOf(template) }));
  const templateOf = (path: string) =>
    templates.find(({ pattern }) => pattern.test(path))?.template;

  const errorsOf = (validate: ValidateFunction, value: unknown, where: string) =>
    validate(value)
      ? []
      : (validate.errors ?? []).map(
          (error) =>
            `${where}: ${error.instancePath || '/'} ${error.message}${
              error.keyword === 'additionalProperties'
                ? ` (${(error.params as { additionalProperty: string }).additionalProperty})`
                : ''
            }`,
        );

  /** The operation of an exchange, or what is wrong with finding it. */
  function operationOf(exchange: Exchange) {
    const template = templateOf(exchange.path);
    if (!template) return { problem: `${exchange.method} ${exchange.path}: no such path` };
    const method = exchange.method.toLowerCase();
    const operation = document.paths[template]![method];
    if (!operation) return { problem: `${exchange.method} ${template}: no such operation` };
    return { template, method, operation };
  }

  /** What is wrong with the answer by the document; empty when it conforms. */
  function answerProblems(exchange: Exchange): string[] {
    const found = operationOf(exchange);
    if (!found.operation) return [found.problem];
    const { template, method, operation } = found;
    const where = `${exchange.method} ${template} ${exchange.status}`;
    const response = operation.responses?.[String(exchange.status)];
    if (!response) return [`${where}: status not documented`];
    if (exchange.status === 204 || !response.content) return [];
    const type = Object.keys(response.content).find((t) => exchange.type.startsWith(t));
    if (!type) return [`${where}: content type ${exchange.type} not documented`];
    if (!type.includes('json')) return [];
    const ref = `contract#/paths/${pointer(template)}/${method}/responses/${exchange.status}/content/${pointer(type)}/schema`;
    const validate = ajv.getSchema(ref);
    return validate ? errorsOf(validate, exchange.body, where) : [`${ref}: no schema`];
  }

  /** What is wrong with the request's body (JSON or a form) by the document; empty when it conforms. */
  function requestProblems(exchange: Exchange): string[] {
    if (exchange.request === undefined) return [];
    const found = operationOf(exchange);
    if (!found.operation) return [found.problem];
    const { template, method, operation } = found;
    const where = `${exchange.method} ${template} request`;
    const content = operation.requestBody?.content ?? {};
    const type = Object.keys(content).find((t) => t.includes('json') || t.includes('form'));
    if (!type) return [`${where}: no JSON or form body documented`];
    const ref = `contract#/paths/${pointer(template)}/${method}/requestBody/content/${pointer(type)}/schema`;
    const validate = ajv.getSchema(ref);
    return validate ? errorsOf(validate, exchange.request, where) : [`${ref}: no schema`];
  }

  return { answerProblems, requestProblems };
}

const jsonOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** A form body (application/x-www-form-urlencoded) as an object of its fields. */
const formOf = (text: string) => Object.fromEntries(new URLSearchParams(text));

/**
 * A fetch that keeps every exchange with `baseUrl` (its prefix removed from the path) for the
 * check, and passes everything else through untouched.
 */
export function recordingFetch(
  baseUrl: string,
  exchanges: Exchange[],
  inner = fetch,
): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(baseUrl)) return response;
    const type = response.headers.get('content-type') ?? '';
    const text = await response.clone().text();
    const sent = typeof init?.body === 'string' ? init.body : undefined;
    exchanges.push({
      method: init?.method ?? 'GET',
      path: new URL(url).pathname.slice(new URL(baseUrl).pathname.replace(/\/$/, '').length),
      request: sent === undefined ? undefined : (jsonOrUndefined(sent) ?? formOf(sent)),
      status: response.status,
      type,
      body: type.includes('json') && text ? (JSON.parse(text) as unknown) : text,
    });
    return response;
  };
}
