import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '../http/error-response-schema';
import { isZodSchema } from './zod';

type JsonSchema = Record<string, unknown>;

function toJsonSchema(schema: unknown, io: 'input' | 'output'): unknown {
  if (!isZodSchema(schema)) return schema;
  // openapi-3.0 dialect; transforms and dates become `{}` rather than failing the document.
  const json = z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

const GUARDED_PATH = /^\/api\/(allauth|buyer|seller|admin)\//;
const ERROR_JSON_SCHEMA = toJsonSchema(errorResponseSchema, 'output');

/** `POST /api/unauth/forgotpassword` -> `postUnauthForgotpassword`: stable and unique per call. */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
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
    transform: ({ schema, url, route }) => {
      if (!schema) return { schema, url };
      const out: Record<string, unknown> = { ...schema };
      const method = (Array.isArray(route.method) ? route.method[0] : route.method).toLowerCase();
      out.operationId ??= operationIdFor(method, url);
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
      const guarded = GUARDED_PATH.test(url);
      const responses = (out.response ??= {}) as Record<string, unknown>;
      const takesInput = ['body', 'querystring', 'params'].some((part) => part in schema);
      // The answers every such call can give, whether or not its route lists them.
      if (takesInput) responses['400'] ??= ERROR_JSON_SCHEMA;
      if (guarded) {
        responses['401'] ??= ERROR_JSON_SCHEMA;
        responses['403'] ??= ERROR_JSON_SCHEMA;
      }
      // A route may say its own (an open call that counts a signed-in caller apart: search).
      out.security = (schema as { security?: unknown }).security ?? (guarded ? [{ bearerAuth: [] }] : []);
      return { schema: out as typeof schema, url };
    },
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
}
