import type { LoginRequest } from '@insolvency/shared-contracts';

/**
 * The static copy of the Login page in the shell's HTML (build-tools/webpack/visitor-prerender.js,
 * LOGIN_FORM_IDS; kept in step by prerendered-login.test.ts). A visitor may type into it, and
 * submit it, before the app is ready: LoginForm takes that over when it first renders, while
 * the copy is still in the page (the shell's pre-render script removes it once the screen shows).
 */
export const PRERENDERED_LOGIN_IDS = {
  form: 'prerender-login-form',
  email: 'prerender-login-email',
  password: 'prerender-login-password',
  submittedAttribute: 'data-submitted',
} as const;

export interface PrerenderedLogin {
  values: LoginRequest;
  /** The field that had the focus. */
  focused?: keyof LoginRequest;
  /** The visitor submitted the copy: the app sends it. */
  submitted: boolean;
}

/** What the visitor did in the static copy, or undefined when there is none (or nothing was typed). */
export function takePrerenderedLogin(doc: Document = document): PrerenderedLogin | undefined {
  const form = doc.getElementById(PRERENDERED_LOGIN_IDS.form);
  const email = doc.getElementById(PRERENDERED_LOGIN_IDS.email);
  const password = doc.getElementById(PRERENDERED_LOGIN_IDS.password);
  if (!(form instanceof HTMLFormElement) || !(email instanceof HTMLInputElement) || !(password instanceof HTMLInputElement)) return undefined;
  const focused = doc.activeElement === email ? 'Email' : doc.activeElement === password ? 'Password' : undefined;
  const submitted = form.getAttribute(PRERENDERED_LOGIN_IDS.submittedAttribute) === 'true';
  if (!email.value && !password.value && !focused && !submitted) return undefined;
  return { values: { Email: email.value, Password: password.value }, focused, submitted };
}
