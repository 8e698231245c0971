import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiErrorBody } from '@insolvency/shared-contracts';
import { AppError } from '../errors';
import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, isDataTooLarge } from './database-unavailable';
import { describeError } from './logging';
import { RequestValidationError } from './zod';

export const GENERIC_500_MESSAGE = 'Something went wrong on our side. Please try again later.';
export const MALFORMED_JSON_MESSAGE = 'The request body is not valid JSON.';
export const NOT_FOUND_MESSAGE = 'Not Found';
export const BAD_URL_MESSAGE = 'The address of this request is not valid.';
export const DATA_TOO_LARGE_MESSAGE = 'Something in this request is too large to be stored. Please shorten it and try again.';

/** zod issues -> `{Field: [messages]}` keyed by the field path (`Email`, `EmailTos.2`). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!key) continue;
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

function validationBody(issues: readonly z.core.$ZodIssue[]): ApiErrorBody {
  const errors = fieldErrors(issues);
  // The first problem, worded as the spec words it, so a client that shows only `message` still says something useful.
  return { message: issues[0]?.message ?? 'Invalid request', ...(Object.keys(errors).length ? { errors } : {}) };
}

/**
 * The one error handler: AppError and validation failures become docs/api.md's (Answers)
 * JSON; client mistakes Fastify detects keep their 4xx; a database that cannot be reached is a
 * 503 with Retry-After; a value the database refuses for its size is a 413 (logged as a warning:
 * a bound the call should have applied); anything else is logged without request values (`describeError`) and
 * answered as a generic 500.
 */
export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.headers) reply.headers(error.headers);
    const body: ApiErrorBody = {
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
      ...(error.code ? { code: error.code } : {}),
    };
    return reply.code(error.statusCode).send(body);
  }
  if (error instanceof RequestValidationError || error instanceof z.ZodError) {
    return reply.code(400).send(validationBody(error.issues));
  }
  const fastifyError = error as FastifyError;
  const status = fastifyError.statusCode;
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (status === 400 && error instanceof SyntaxError)) {
    return reply.code(400).send({ message: MALFORMED_JSON_MESSAGE } satisfies ApiErrorBody);
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return reply.code(status).send({ message: error.message || 'Bad Request' } satisfies ApiErrorBody);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ error: describeError(error) }, 'database unavailable');
    return reply.code(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send({ message: DATABASE_UNAVAILABLE_MESSAGE } satisfies ApiErrorBody);
  }
  if (isDataTooLarge(error)) {
    request.log.warn({ error: describeError(error) }, 'data too large for the database');
    return reply.code(413).send({ message: DATA_TOO_LARGE_MESSAGE } satisfies ApiErrorBody);
  }
  request.log.error({ error: describeError(error) }, 'unhandled error');
  return reply.code(500).send({ message: GENERIC_500_MESSAGE } satisfies ApiErrorBody);
}

/**
 * JSON bodies: an empty body with `Content-Type: application/json` counts as no body (the
 * refresh call sends an empty body); everything else goes through Fastify's safe parser.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const defaultParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, undefined);
    return defaultParser(request, typeof body === 'string' ? body : body.toString('utf8'), done);
  });
}

export function registerErrorHandling(app: FastifyInstance): void {
  registerJsonParser(app);
  app.setErrorHandler(errorHandler);
}
