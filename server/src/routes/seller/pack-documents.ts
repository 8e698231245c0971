import multipart from '@fastify/multipart';
import { z } from 'zod';
import { PACK_FILE_MAX_BYTES } from '@insolvency/shared-contracts/deal-room';
import { documentIdQuerySchema, packOrderRequestSchema, postIdQuerySchema } from '@insolvency/shared-contracts/schemas';
import { currentUser } from '../../plugins/auth';
import { downloadAsSeller, listSellerPack, removePackDocument, reorderPack, replacePackDocument, uploadPackDocument } from '../../services/deal-room/pack';
import { errorResponseSchema, guardedErrors, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';
import {
  documentFileResponseSchema,
  multipartUpload,
  packDocumentSchema,
  packUploadBodySchema,
  packVersionBodySchema,
  sellerPackDocumentSchema,
  sendDocument,
  streamedBodyCompiler,
  uploadErrors,
} from '../shared/deal-room-schemas';

const tags = ['deal room'];
const notFound = { 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors } as const;

/** The seller's side of a post's information pack (issue 32): upload, list with downloads, the original file, removal. */
const sellerPackRoutes: ApiRoutes = async (app) => {
  // Only this file's routes read multipart bodies; every other call still refuses them (415).
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: PACK_FILE_MAX_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 5, headerPairs: 20 },
  });
  app.post(
    '/pack-documents',
    {
      validatorCompiler: streamedBodyCompiler,
      config: { upload: true },
      schema: {
        summary:
          "Adds a document to a post's information pack: multipart/form-data with Title, SortOrder and one File (PDF, Word, Excel, PNG or JPEG by its bytes; 25 MB a file, 200 MB a post); 408 when the body stalls, 429/503 past the uploads one user or the instance may have under way",
        tags,
        consumes: ['multipart/form-data'],
        querystring: postIdQuerySchema,
        body: packUploadBodySchema,
        response: { 201: packDocumentSchema, ...notFound, ...uploadErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.metrics.trackUpload(() => uploadPackDocument(app.ctx, app.uploads, currentUser(request), request.query.id, multipartUpload(request)))),
  );
  app.post(
    '/pack-document-version',
    {
      validatorCompiler: streamedBodyCompiler,
      config: { upload: true },
      schema: {
        summary:
          'Replaces a pack document with a new version (multipart/form-data with one File), in its place and under its title; the earlier version leaves the pack and its download log stays',
        tags,
        consumes: ['multipart/form-data'],
        querystring: documentIdQuerySchema,
        body: packVersionBodySchema,
        response: { 201: packDocumentSchema, ...notFound, ...uploadErrors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await app.metrics.trackUpload(() => replacePackDocument(app.ctx, app.uploads, currentUser(request), request.query.id, multipartUpload(request)))),
  );
  app.get(
    '/pack-documents',
    {
      schema: {
        summary: "A post's information pack with, per document, who downloaded it and when",
        tags,
        querystring: postIdQuerySchema,
        response: { 200: z.array(sellerPackDocumentSchema), ...notFound },
      },
    },
    async (request) => listSellerPack(app.ctx, currentUser(request), request.query.id),
  );
  app.put(
    '/pack-order',
    {
      schema: {
        summary: "Puts a post's information pack in a new order: every document still in the pack, each once; 409 when the pack changed meanwhile",
        tags,
        querystring: postIdQuerySchema,
        body: packOrderRequestSchema,
        response: { 200: z.array(sellerPackDocumentSchema), ...notFound, 409: errorResponseSchema },
      },
    },
    async (request) => reorderPack(app.ctx, currentUser(request), request.query.id, request.body),
  );
  app.get(
    '/pack-document',
    { schema: { summary: 'One pack document as uploaded (no stamp, not logged as a buyer download)', tags, querystring: documentIdQuerySchema, response: { 200: documentFileResponseSchema, ...notFound } } },
    async (request, reply) => sendDocument(reply, await downloadAsSeller(app.ctx, currentUser(request), request.query.id)),
  );
  app.delete(
    '/pack-document',
    {
      schema: {
        summary: 'Takes a document out of the pack and deletes its file; who downloaded it stays on record',
        tags,
        querystring: documentIdQuerySchema,
        response: { 200: messageResponseSchema, ...notFound },
      },
    },
    async (request) => removePackDocument(app.ctx, currentUser(request), request.query.id),
  );
};

export default sellerPackRoutes;
