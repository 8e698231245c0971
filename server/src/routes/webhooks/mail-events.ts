import { z } from 'zod';
import { AppError } from '../../errors';
import { MALFORMED_JSON_MESSAGE, NOT_FOUND_MESSAGE } from '../../plugins/error-handler';
import { DISABLE_REASONS } from '../../services/notifications/suppressions';
import { recordMailEvents, verifyMailEventsSignature } from '../../services/notifications/mail-events';
import { errorResponseSchema } from '../schemas';
import type { ApiRoutes } from '../types';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, for signature checks (set by the mail-events route's parser only). */
    rawBody?: string;
  }
}

const mailEventsRequestSchema = z.object({
  events: z
    .array(
      z.object({
        type: z.enum(DISABLE_REASONS, { error: `type must be one of ${DISABLE_REASONS.join(', ')}` }),
        email: z.string({ error: 'email is required' }).trim().min(3, 'email is required').max(254),
        occurredAt: z.iso.datetime({ offset: true, error: 'occurredAt must be an ISO 8601 timestamp' }).optional(),
      }),
      { error: 'events must be a list' },
    )
    .max(1000, 'At most 1000 events per call'),
});

/**
 * POST /api/webhooks/mail-events: the mail provider reports bounces, blocks, complaints and
 * unsubscribes (format in docs/mail-events-webhook.md). Signed with MAIL_WEBHOOK_SECRET; 404
 * when none is configured. The signature covers the raw body, so this plugin parses JSON itself.
 */
const mailEventsRoutes: ApiRoutes = async (app) => {
  // Scoped to this plugin: keep the raw text for the signature, then parse it.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError(400, MALFORMED_JSON_MESSAGE), undefined);
    }
  });

  app.post(
    '/webhooks/mail-events',
    {
      schema: { summary: 'Receive bounce, block and spam reports from the mail provider',
        tags: ['webhooks'],
        description:
          'Headers `X-Webhook-Timestamp` (Unix seconds, within 5 minutes) and `X-Webhook-Signature` (hex HMAC-SHA256 of `<timestamp>.<raw body>` with MAIL_WEBHOOK_SECRET).',
        headers: z.looseObject({ 'x-webhook-timestamp': z.string().optional(), 'x-webhook-signature': z.string().optional() }),
        body: mailEventsRequestSchema,
        response: { 200: z.object({ processed: z.number() }), 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
      // Unconfigured: as if the call did not exist, before the body is even read.
      onRequest: async () => {
        if (!app.config.mailWebhookSecret) throw new AppError(404, NOT_FOUND_MESSAGE);
      },
      // Before the body's schema: an unsigned caller learns nothing about the format.
      preValidation: async (request) => {
        const verdict = verifyMailEventsSignature({
          secret: app.config.mailWebhookSecret ?? '',
          timestamp: headerValue(request.headers['x-webhook-timestamp']),
          signature: headerValue(request.headers['x-webhook-signature']),
          rawBody: request.rawBody ?? '',
          now: app.ctx.now(),
        });
        if (!verdict.ok) throw new AppError(401, verdict.message);
      },
    },
    async (request) =>
      recordMailEvents(
        app.ctx,
        request.body.events.map((e) => ({ type: e.type, email: e.email, occurredAt: e.occurredAt ? new Date(e.occurredAt) : undefined })),
      ),
  );
};

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export default mailEventsRoutes;
