import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AREAS, RELEASE_NOTES_MAX_LENGTH } from '@insolvency/shared-contracts';
import { rollbackRequestSchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { RELEASE_UPLOAD_LIMITS, releaseArea } from '../../services/releases/release-upload';
import { areasReleases, rollBack } from '../../services/releases/releases';
import { errorResponseSchema, guardedErrors } from '../schemas';
import { multipartUpload, streamedBodyCompiler } from '../shared/deal-room-schemas';
import type { ApiRoutes } from '../types';

const tags = ['admin'];
const area = z.enum(AREAS as [string, ...string[]]);

const releaseSummarySchema = z.object({
  area,
  version: z.string(),
  notes: z.string(),
  releasedBy: z.string(),
  releasedAt: z.string(),
  previousVersion: z.string().describe('the version current before it; "built-in": the build on the server\'s disk'),
  fileCount: z.number(),
  byteSize: z.number(),
});

const releaseChangeSchema = z.object({
  id: z.number(),
  area,
  action: z.enum(['release', 'rollback']),
  version: z.string(),
  fromVersion: z.string(),
  by: z.string(),
  at: z.string(),
  notes: z.string(),
});

const areaReleasesSchema = z.object({ area, currentVersion: z.string(), releases: z.array(releaseSummarySchema), changes: z.array(releaseChangeSchema) });

const releaseUploadBodySchema = z.object({
  area: z.string().describe(AREAS.join(', ')),
  notes: z.string().optional().describe(`at most ${RELEASE_NOTES_MAX_LENGTH} characters`),
  files: z
    .array(z.string().meta({ format: 'binary' }))
    .describe(
      `every file of remote-<area>/dist, each a file part whose file name is its path inside dist/ (server/… for the server build); at most ${RELEASE_UPLOAD_LIMITS.files} files, ${RELEASE_UPLOAD_LIMITS.fileBytes / 1024 / 1024} MB a file, ${RELEASE_UPLOAD_LIMITS.totalBytes / 1024 / 1024} MB in all`,
    ),
});

/** Releases of the front-end areas (issue 57): upload and make current, roll back, the history. */
const adminReleaseRoutes: ApiRoutes = async (app) => {
  // Only this file's routes read multipart bodies here; file names keep their folders (server/…).
  await app.register(multipart, {
    throwFileSizeLimit: true,
    preservePath: true,
    limits: { fileSize: RELEASE_UPLOAD_LIMITS.fileBytes, files: RELEASE_UPLOAD_LIMITS.files, fields: 2, fieldSize: RELEASE_NOTES_MAX_LENGTH * 4, parts: RELEASE_UPLOAD_LIMITS.files + 2, headerPairs: 20 },
  });
  app.get(
    '/releases',
    { schema: { summary: "Every area's current release and its history (releases and rollbacks, newest first)", tags, response: { 200: z.array(areaReleasesSchema), ...guardedErrors } } },
    async () => areasReleases(app.ctx),
  );
  app.post(
    '/releases',
    {
      validatorCompiler: streamedBodyCompiler,
      config: { upload: true },
      schema: {
        summary:
          "Releases an area: its built dist/ (browser files and server build) is checked, stored under the build's own version (never overwritten: 409) and made the area's current release for every instance",
        tags,
        consumes: ['multipart/form-data'],
        body: releaseUploadBodySchema,
        response: {
          201: releaseSummarySchema,
          400: errorResponseSchema.describe(
            "not a release of an area, or a build that cannot work, the message saying what to fix: a shared singleton (React, react-dom, the router, RTK, react-redux, antd) required at a version the shell does not provide, a route path another area serves, an API call the server's OpenAPI document lacks, or a server build that does not load or render its first route",
          ),
          409: errorResponseSchema.describe('the area already has a release of that version'),
          413: errorResponseSchema,
          ...guardedErrors,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await releaseArea(app.ctx, currentUser(request), multipartUpload(request), app.releases)),
  );
  app.post(
    '/releases/rollback',
    {
      schema: {
        summary: 'Makes an earlier release of an area current again: the given version ("built-in": the build on the server\'s disk), or the one the current release replaced',
        tags,
        body: rollbackRequestSchema,
        response: {
          200: releaseChangeSchema,
          400: errorResponseSchema,
          404: errorResponseSchema.describe('the area has no release of that version'),
          409: errorResponseSchema.describe('nothing to roll back, or that version is current already'),
          ...guardedErrors,
        },
      },
    },
    async (request) => {
      const change = await rollBack(app.ctx, currentUser(request), request.body);
      await app.releases.refresh();
      return change;
    },
  );
};

export default adminReleaseRoutes;
