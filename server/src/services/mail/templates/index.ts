export { escapeHtml, PRODUCT_NAME, productLink, renderMail, type MailBlock } from './layout';
export { confirmEmailMail, type ConfirmEmailInput } from './confirm-email';
export { resetPasswordMail, type ResetPasswordInput } from './reset-password';
export { welcomeMail, type WelcomeInput } from './welcome';
export { contactMessageMail, type ContactMessageInput } from './contact-message';
export { sharedPostMail, type SharedPostInput } from './shared-post';
export { interestReceivedMail, type InterestReceivedInput } from './interest-received';
export { matchAlertMail, type MatchAlertInput } from './match-alert';
