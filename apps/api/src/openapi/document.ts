import {
  type Access,
  type AnswerSpec,
  OPERATION_DESCRIPTIONS,
  OPERATION_LIST,
  type Operation,
  pathParameterNames,
} from '@jamstalldhet/contract';
import { z } from 'zod';

/**
 * The JSON Schemas of one document. zod puts what a schema repeats or nests in itself (a
 * comment's replies, a block's items) under `$defs`, referred to as `#/$defs/…`; inside an
 * OpenAPI document such a reference would point at the document, so the definitions move to
 * `components.schemas` (one name for the same definition) and the references follow.
 */
class SchemaCollector {
  readonly components: Record<string, unknown> = {};
  private readonly names = new Map<string, string>();

  convert(schema: z.ZodType, io: 'input' | 'output'): unknown {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as Record<
      string,
      unknown
    >;
    const {
      $defs,
      $schema: _dialect,
      ...rest
    } = json as { $defs?: Record<string, unknown>; $schema?: string };
    if (!$defs) {
      return rest;
    }
    const renamed = new Map<string, string>();
    for (const [local, definition] of Object.entries($defs)) {
      const key = JSON.stringify(definition);
      let name = this.names.get(key);
      if (!name) {
        name = `Nested${this.names.size + 1}`;
        this.names.set(key, name);
      }
      renamed.set(local, name);
    }
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) {
        return value.map(rewrite);
      }
      if (value && typeof value === 'object') {
        return Object.fromEntries(
          Object.entries(value).map(([field, inner]) => [
            field,
            field === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
              ? `#/components/schemas/${renamed.get(inner.slice('#/$defs/'.length))}`
              : rewrite(inner),
          ]),
        );
      }
      return value;
    };
    for (const [local, definition] of Object.entries($defs)) {
      this.components[renamed.get(local) as string] = rewrite(definition);
    }
    return rewrite(rest);
  }
}

const SECURITY: Record<Access, Array<Record<string, string[]>> | undefined> = {
  public: [],
  optional: [{}, { bearer: [] }],
  user: [{ bearer: [] }],
  administrator: [{ bearer: [] }],
  editor: [{ bearer: [] }],
  teacher: [{ bearer: [] }],
  course: [{}, { bearer: [] }],
  learner: [{ bearer: [] }],
  member: [{ bearer: [] }],
  metrics: [{ metricsToken: [] }],
};

const ACCESS_NOTES: Record<Access, string> = {
  public: 'No login.',
  optional: 'No login needed; with one, the answer is the user’s.',
  user: 'A logged-in user (401 without).',
  administrator: 'Administrators only (401 without a login, 403 for other roles).',
  editor: 'Editors and administrators (401 without a login, 403 for other roles).',
  teacher: 'The room’s teachers and administrators (404 to others, as for a room that does not exist).',
  course:
    'Whoever may take the course: anyone for an open course, a login otherwise (404 for no course, 401 without a login, 403 without the right).',
  learner:
    'A logged-in user who may take the course (404 for no course, 401 without a login, 403 without the right).',
  member: 'The room’s members (404 to others, as for a room that does not exist).',
  metrics: 'Bearer METRICS_TOKEN (404 when it is not configured).',
};

/** A file a plain link downloads: the session cookie stands in for the header (http/context.ts). */
const downloadByLink = (operation: Operation) =>
  operation.method === 'GET' &&
  Object.values(operation.answers).some((answer) => 'file' in answer) &&
  operation.access !== 'public' &&
  operation.access !== 'metrics';

const ERROR = {
  description: 'An error: `{ statusCode, message, field? }`; a 400 names the failing field.',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['statusCode', 'message'],
        properties: {
          statusCode: { type: 'integer' },
          message: { type: 'string' },
          field: { type: 'string' },
        },
      },
    },
  },
};

function answerContent(answer: AnswerSpec, schemas: SchemaCollector) {
  if ('file' in answer) {
    return Object.fromEntries(
      [answer.file].flat().map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    );
  }
  return { 'application/json': { schema: schemas.convert(answer, 'output') } };
}

function parameters(operation: Operation, schemas: SchemaCollector) {
  const inPath = pathParameterNames(operation).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  // A parameter the query's schema requires is required here too (`table` of statistics.csv).
  const converted = operation.query
    ? (schemas.convert(operation.query, 'input') as {
        properties?: Record<string, unknown>;
        required?: string[];
      })
    : {};
  const query = Object.entries(converted.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: converted.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...query];
}

function requestBody(operation: Operation, schemas: SchemaCollector) {
  if (!operation.body) {
    return undefined;
  }
  if (operation.body === 'multipart') {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary' }, folder: { type: 'string' } },
            required: ['file'],
          },
        },
      },
    };
  }
  return {
    required: true,
    content: { 'application/json': { schema: schemas.convert(operation.body, 'input') } },
  };
}

/** An operation's group and line (the contract keeps them apart from the operations). */
export const descriptionOf = (operation: Operation) =>
  OPERATION_DESCRIPTIONS[operation.id as keyof typeof OPERATION_DESCRIPTIONS];

/**
 * The OpenAPI 3.1 description of the API, made from the contract's zod schemas (issue 15).
 * JSON Schema 2020-12, as OpenAPI 3.1 uses it.
 */
export function openApiDocument(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas = new SchemaCollector();
  for (const operation of OPERATION_LIST) {
    const method = operation.method.toLowerCase();
    paths[operation.path] ??= {};
    const item = paths[operation.path] as Record<string, unknown>;
    item[method] = {
      tags: [descriptionOf(operation).tag],
      summary: descriptionOf(operation).summary,
      description: ACCESS_NOTES[operation.access],
      operationId: operation.id,
      security: downloadByLink(operation)
        ? [...(SECURITY[operation.access] ?? []), { sessionCookie: [] }]
        : SECURITY[operation.access],
      parameters: parameters(operation, schemas),
      requestBody: requestBody(operation, schemas),
      responses: {
        ...Object.fromEntries(
          Object.entries(operation.answers).map(([status, answer]) => [
            status,
            { description: /^2/.test(status) ? 'OK' : 'Not ready', content: answerContent(answer, schemas) },
          ]),
        ),
        '4XX': ERROR,
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Jämställdhetsmyndighetens webbutbildningar: API',
      version,
      description:
        'The calls of SPEC §7 and the staff and operations calls after them. Conventions (JSON, errors, rate limits, caching): docs/api.md.',
    },
    servers: [{ url: '/' }],
    components: {
      schemas: schemas.components,
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token from `POST /api/user/login`.',
        },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN.' },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: 'auth._token.local',
          description:
            "The site's session cookie (`Bearer <token>`), read on GET only, for file downloads by link.",
        },
      },
    },
    tags: [...new Set(OPERATION_LIST.map((operation) => descriptionOf(operation).tag))].map((name) => ({
      name,
    })),
    paths,
  };
}
