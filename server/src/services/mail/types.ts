/** A mail as the product composes it; `From` is added by the mailer (config.mailFrom). */
export interface MailMessage {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. `List-Unsubscribe` on alerts (never user input: CR/LF would split them). */
  headers?: Record<string, string>;
}

/** What the templates need to know about the installation. `AppConfig` satisfies it. */
export interface MailContext {
  /** Links in mails start with it (config.publicUrl, no trailing slash). */
  publicUrl: string;
  /** The support mailbox named in every mail (config.supportEmail). */
  supportEmail: string;
}

/** The parts of a mail a template returns. */
export type RenderedMail = Pick<MailMessage, 'subject' | 'text' | 'html'>;
