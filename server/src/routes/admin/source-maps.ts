import { z } from 'zod';
import { readSourceMap } from '../../services/admin/source-maps';
import { errorResponseSchema, guardedErrors } from '../schemas';
import type { ApiRoutes } from '../types';

const sourceMapQuerySchema = z.object({
  app: z.enum(['shell', 'public', 'buyer', 'seller', 'admin'], { message: 'App must be shell, public, buyer, seller or admin' }),
  file: z.string().max(200).regex(/^[\w.-]+\.js\.map$/, { message: 'File must be the name of a .js.map file' }),
});

/** Production source maps, for admins tracing an error reported from the field. */
const adminSourceMapRoutes: ApiRoutes = async (app) => {
  app.get(
    '/source-map',
    {
      schema: {
        summary: 'A production source map of the shell or a remote (e.g. main.3f2a9c1d0e12.js.map), kept beside the build and served to admins only',
        tags: ['admin'],
        querystring: sourceMapQuerySchema,
        response: { 200: z.unknown().describe('the source map (JSON)'), 400: errorResponseSchema, 404: errorResponseSchema, ...guardedErrors },
      },
    },
    async (request, reply) => reply.type('application/json; charset=utf-8').send(await readSourceMap(app.ctx, request.query.app, request.query.file)),
  );
};

export default adminSourceMapRoutes;
