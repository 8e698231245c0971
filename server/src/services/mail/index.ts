export { Mailer, type MailerOptions } from './mailer';
export { MailQueue, MAIL_QUEUE, type ComposeRequest, type MailComposer, type MailQueueOptions } from './mail-queue';
export { outboxDelivery, smtpDelivery, outboxFileName, type MailDelivery, type OutgoingMail } from './transport';
export type { MailContext, MailMessage, RenderedMail } from './types';
export * from './templates';
