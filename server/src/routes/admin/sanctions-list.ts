import multipart from '@fastify/multipart';
import { z } from 'zod';
import { SANCTIONS_FILE_FORMATS, SANCTIONS_FILE_MAX_BYTES, SANCTIONS_IMPORT_SOURCES, SANCTIONS_VERSION_STATUSES, type SanctionsImportResult, type SanctionsListVersion } from '@insolvency/shared-contracts/sanctions';
import { sanctionsVersionIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { decideSanctionsVersion, listSanctionsVersions } from '../../services/sanctions/list-import';
import { importUploadedList } from '../../services/sanctions/list-upload';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';
import { multipartUpload, streamedBodyCompiler } from '../shared/deal-room-schemas';

const tags = ['sanctions'];
const dateTime = z.string().describe('ISO 8601 date-time');

const sanctionsListVersionSchema = z.object({
  versionId: z.number().int(),
  status: z.enum(SANCTIONS_VERSION_STATUSES),
  format: z.enum(SANCTIONS_FILE_FORMATS),
  source: z.enum(SANCTIONS_IMPORT_SOURCES),
  fileName: z.string(),
  publishedOn: z.string().describe('YYYY-MM-DD: the publication date the file gives'),
  designations: z.number().int(),
  names: z.number().int().describe('every name kept: primary names, variations, aliases and non-Latin names'),
  aliases: z.number().int(),
  importedAt: dateTime,
  importedBy: z.string().nullable().describe('the admin who uploaded it; null for the command line and the daily download'),
  decidedAt: dateTime.nullable(),
  decidedBy: z.string().nullable(),
  inForceFrom: dateTime.nullable(),
}) satisfies z.ZodType<SanctionsListVersion>;

const importResultSchema = z.object({ message: z.string(), version: sanctionsListVersionSchema }) satisfies z.ZodType<SanctionsImportResult>;

/** The multipart/form-data body of an upload, for the OpenAPI document (the service reads it as a stream). */
const listUploadBodySchema = z.object({
  File: z.string().meta({ format: 'binary' }).describe(`the UK Sanctions List as published, CSV or XML, at most ${SANCTIONS_FILE_MAX_BYTES / 1024 / 1024} MB`),
});

const decisionErrors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...guardedErrors } as const;

/** The UK Sanctions List (issue 56): Admin imports it, sees its versions and confirms or rejects one that waits. */
const adminSanctionsListRoutes: ApiRoutes = async (app) => {
  // Only this file's routes read multipart bodies; one file, no other parts of note.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: SANCTIONS_FILE_MAX_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3, headerPairs: 20 },
  });
  app.post(
    '/sanctions-list',
    {
      validatorCompiler: streamedBodyCompiler,
      config: { upload: true },
      schema: {
        summary:
          'Imports the UK Sanctions List from one file (multipart/form-data, File: the published CSV or XML). All or nothing: a malformed file is answered 400 naming its line or element and the version in force stays. A version with at least 10% fewer designations than the one in force waits for confirmation (201, status pending_confirmation); the same file as the one in force is 409',
        tags,
        consumes: ['multipart/form-data'],
        body: listUploadBodySchema,
        response: {
          201: importResultSchema,
          400: errorResponseSchema,
          408: errorResponseSchema.describe('the file took longer than five minutes to arrive'),
          409: errorResponseSchema,
          413: errorResponseSchema,
          ...guardedErrors,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await importUploadedList(app.ctx, currentUser(request), multipartUpload(request))),
  );
  app.get(
    '/sanctions-list-versions',
    { schema: { summary: "The sanctions list's imported versions, newest first (at most 400), with the one in force and any waiting for confirmation", tags, response: { 200: z.array(sanctionsListVersionSchema), ...guardedErrors } } },
    async () => listSanctionsVersions(app.ctx),
  );
  const decisions = {
    confirm: 'Confirms a list version that waits for confirmation: it comes into force and the version in force is superseded',
    reject: 'Rejects a list version that waits for confirmation: it never comes into force and the version in force stays',
  } as const;
  for (const [decision, summary] of Object.entries(decisions) as [keyof typeof decisions, string][]) {
    app.post(
      `/sanctions-list-${decision}`,
      { schema: { summary, tags, querystring: sanctionsVersionIdQuerySchema, response: { 200: importResultSchema, ...decisionErrors } } },
      async (request) => decideSanctionsVersion(app.ctx, currentUser(request).id, request.query.id, decision),
    );
  }
};

export default adminSanctionsListRoutes;
