import { z } from 'zod';
import { unsubscribeQuerySchema } from '@insolvency/shared-contracts/schemas';
import { checkUnsubscribeLink, emailPreferencesUrl, kindOfLink, unsubscribe, UNSUBSCRIBED } from '../../services/interest/unsubscribe-links';
import { escapeHtml } from '../../services/mail';
import { errorResponseSchema, messageResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

const tags = ['unauth'];

/** A small self-contained page (the link is opened outside the app, perhaps signed out); its content in a main landmark, for screen readers' "skip to main". */
const page = (title: string, body: string) =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:Arial,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;line-height:1.5"><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/**
 * The unsubscribe link of a kind of mail (`k`: match alerts or watchlist reminders): POST is
 * the one-click unsubscribe mail programs call (RFC 8058, `List-Unsubscribe-Post`), and the
 * page's button; GET, the link in the mail, shows that button, so a link scanner opening the
 * mail unsubscribes nobody. A browser's POST gets the page saying what was turned off and how to
 * turn it back on; a mail program's gets JSON.
 */
const unsubscribeRoutes: ApiRoutes = async (app) => {
  // RFC 8058 clients post `List-Unsubscribe=One-Click` as a form, and so does the page's button: the body says nothing more.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));

  app.post(
    '/unsubscribe',
    {
      schema: {
        summary: 'One-click unsubscribe from one kind of mail (RFC 8058): match alerts, watchlist reminders, or one saved search (removed)',
        tags,
        querystring: unsubscribeQuerySchema,
        response: { 200: z.union([messageResponseSchema, z.string()]), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { u, k, s, sig } = request.query;
      const result = await unsubscribe(app.ctx, u, k, sig, s);
      if (!request.headers.accept?.includes('text/html')) return result;
      return reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Unsubscribed',
            `<p role="status">${escapeHtml(result.message)}</p><p>${escapeHtml(UNSUBSCRIBED[kindOfLink(k)].undo)}</p>` +
              `<p><a href="${escapeHtml(emailPreferencesUrl(app.ctx))}">Your e-mail preferences</a></p>`,
          ),
        );
    },
  );
  app.get(
    '/unsubscribe',
    {
      schema: {
        summary: 'The page behind the unsubscribe link of a mail: what it stops, and a button that unsubscribes',
        tags,
        querystring: unsubscribeQuerySchema,
        response: { 200: z.string(), 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { u, k, s, sig } = request.query;
      checkUnsubscribeLink(app.ctx, u, k, sig, s);
      const action = `/api/unauth/unsubscribe?u=${u}${k ? `&k=${k}` : ''}${s === undefined ? '' : `&s=${s}`}&sig=${encodeURIComponent(sig)}`;
      return reply
        .type('text/html; charset=utf-8')
        .send(page('Unsubscribe', `<p>${escapeHtml(UNSUBSCRIBED[kindOfLink(k)].question)}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">Unsubscribe</button></form>`));
    },
  );
};

export default unsubscribeRoutes;
