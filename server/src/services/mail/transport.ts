import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../../private-files';
import type { MailMessage } from './types';

/** A mail ready to leave: the product's message plus its sender. */
export interface OutgoingMail extends MailMessage {
  from: string;
}

export interface DeliveryResult {
  messageId: string;
  /** The `.eml` written (outbox delivery only). */
  file?: string;
}

/** Hands one mail to the outside world (an SMTP server or the outbox folder). Throws when it could not. */
export interface MailDelivery {
  readonly kind: 'smtp' | 'outbox';
  deliver(mail: OutgoingMail): Promise<DeliveryResult>;
  close(): void;
}

function nodemailerFields(mail: OutgoingMail) {
  return { from: mail.from, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers };
}

/**
 * `<time>-<random>.eml`: sorting the names sorts the mails by when they were written, and
 * two mails in the same millisecond never collide.
 */
export function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * Without SMTP_URL: each mail becomes an RFC 5322 `.eml` file in the outbox folder, written
 * under a temporary name and renamed, so a reader never sees half a file.
 */
export function outboxDelivery(outboxDir: string, now: () => Date): MailDelivery {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'outbox',
    async deliver(mail) {
      const info = await composer.sendMail(nodemailerFields(mail));
      // A mail may carry a password-reset link: for the server's user alone.
      await mkdir(outboxDir, { recursive: true, mode: PRIVATE_FOLDER });
      const file = path.join(outboxDir, outboxFileName(now()));
      const partial = `${file}.partial`;
      await writeFile(partial, info.message as Buffer, { mode: PRIVATE_FILE });
      await rename(partial, file);
      return { messageId: info.messageId, file };
    },
    close: () => composer.close(),
  };
}

/** With SMTP_URL (`smtp://user:pass@host:587`, `smtps://...:465`). Time-outs keep a stuck server from holding the worker. */
export function smtpDelivery(smtpUrl: string): MailDelivery {
  const options: SMTPTransport.Options = { url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
  const transport = nodemailer.createTransport(options);
  return {
    kind: 'smtp',
    async deliver(mail) {
      const info = await transport.sendMail(nodemailerFields(mail));
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}
