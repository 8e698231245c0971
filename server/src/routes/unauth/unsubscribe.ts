import { z } from 'zod';
import { unsubscribeQuerySchema } from '@insolvency/shared-contracts/schemas';
import { unsubscribe } from '../../services/interest/match-alerts';
import { escapeHtml } from '../../services/mail';
import { errorResponseSchema, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const tags = ['unauth'];

/**
 * The match alerts' unsubscribe: POST is the one-click unsubscribe mail programs call
 * (RFC 8058, `List-Unsubscribe-Post`); GET, the link in the mail, shows a button that POSTs,
 * so a link scanner opening the mail unsubscribes nobody.
 */
const unsubscribeRoutes: ApiRoutes = async (app) => {
  app.post(
    '/unsubscribe',
    { schema: { summary: 'One-click unsubscribe from e-mail alerts (RFC 8058)', tags, querystring: unsubscribeQuerySchema, response: { 200: messageResponseSchema, 400: errorResponseSchema } } },
    async (request) => unsubscribe(app.ctx, request.query.u, request.query.sig),
  );
  app.get(
    '/unsubscribe',
    { schema: { summary: 'The page behind the unsubscribe link of an alert: a button that unsubscribes', tags, querystring: unsubscribeQuerySchema, response: { 200: z.string(), 400: errorResponseSchema } } },
    async (request, reply) => {
      const action = `/api/unauth/unsubscribe?u=${request.query.u}&sig=${encodeURIComponent(request.query.sig)}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Unsubscribe</title></head>` +
            `<body style="font-family:Arial,sans-serif;max-width:560px;margin:40px auto;padding:0 16px"><h1>Unsubscribe from alerts</h1>` +
            `<p>Stop all emails from us to this address?</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form></body></html>`,
        );
    },
  );
};

export default unsubscribeRoutes;
