import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isZodSchema } from './zod';

type JsonSchema = Record<string, unknown>;

function toJsonSchema(schema: unknown, io: 'input' | 'output'): unknown {
  if (!isZodSchema(schema)) return schema;
  // openapi-3.0 dialect; transforms and dates become `{}` rather than failing the document.
  const json = z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/**
 * The OpenAPI document at `/api/docs/json`, generated from the zod schemas each route
 * declares (`body`, `querystring`, `params`, `headers`, `response`).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Insolvency marketplace API',
        version: '0.1.0',
        description: 'Failures answer `{message, errors?}`; field names in requests match case-insensitively.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: ({ schema, url }) => {
      if (!schema) return { schema, url };
      const out: Record<string, unknown> = { ...schema };
      for (const part of ['body', 'querystring', 'params', 'headers'] as const) {
        if (part in schema) out[part] = toJsonSchema((schema as Record<string, unknown>)[part], 'input');
      }
      if (schema.response && typeof schema.response === 'object') {
        const responses: Record<string, unknown> = {};
        for (const [code, value] of Object.entries(schema.response as Record<string, unknown>)) {
          responses[code] = toJsonSchema(value, 'output');
        }
        out.response = responses;
      }
      if (/^\/api\/(allauth|buyer|seller|admin)\//.test(url)) out.security = [{ bearerAuth: [] }];
      return { schema: out as typeof schema, url };
    },
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
}
