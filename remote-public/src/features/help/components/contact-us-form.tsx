import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { CaptchaConfig, ContactUsRequest } from '@insolvency/shared-contracts';
// The schemas entry carries zod: only this screen's chunk loads it.
import { CONTACT_MESSAGE_MAX_LENGTH, contactUsRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage, useValidateCaptchaMutation } from '@insolvency/shared-auth';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors, SelectField, TextField } from '@insolvency/shared-ui/forms';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { useHelpContactUsMutation } from '../api/help-api';
import { CaptchaField } from '../../../components/captcha/captcha-field';

const FALLBACK_FAILURE = 'Your message could not be sent. Please check your connection and try again.';
const CONTACT_FIELDS: readonly (keyof ContactUsRequest)[] = ['From', 'ReplyToEmail', 'Regarding', 'Message'];
const EMPTY_FORM: ContactUsRequest = { From: '', ReplyToEmail: '', Regarding: '', Message: '' };

type Outcome = { type: 'success' | 'error'; text: string };

export interface ContactUsFormProps {
  /** The topics of `GET label/contactus` (their descriptions). */
  topics: readonly string[];
  captchaConfig: CaptchaConfig;
}

const CONTACT_US_NEEDS_JAVASCRIPT = 'The captcha needs JavaScript, which is turned off in this browser: turn it on and reload this page to send your message.';

/**
 * The contact form (spec §2, §4, §5, §8): From, Reply-to e-mail, Regarding and Message.
 * Send is enabled only once the captcha is solved and the server has checked it
 * (`validate-recaptcha` answers a short-lived, single-use pass); the captcha expiring
 * disables it again, and a captcha the server refuses is ignored silently (a fresh one is
 * shown). Send posts the fields with the pass in `X-Captcha-Pass`: the answer's message is
 * shown, and on success the form is cleared and a new captcha is needed.
 */
export function ContactUsForm({ topics, captchaConfig }: ContactUsFormProps) {
  const { token } = theme.useToken();
  const [validateCaptcha] = useValidateCaptchaMutation();
  const [contactUs, { isLoading: sending }] = useHelpContactUsMutation();
  const [pass, setPass] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // A new key mounts a fresh captcha widget; `solution` tells a late server answer from a current one.
  const [captchaKey, setCaptchaKey] = useState(0);
  const solution = useRef(0);
  const outcomeRef = useRef<HTMLDivElement>(null);

  const { control, handleSubmit, reset, setError } = useForm<ContactUsRequest>({
    resolver: zodResolver(contactUsRequestSchema),
    defaultValues: EMPTY_FORM,
    mode: 'onTouched',
  });

  const dropCaptcha = useCallback(() => {
    solution.current += 1;
    setPass(null);
  }, []);
  const newCaptcha = useCallback(() => {
    dropCaptcha();
    setCaptchaKey((key) => key + 1);
  }, [dropCaptcha]);

  const captchaVerified = useCallback(
    async (response: string) => {
      solution.current += 1;
      const mine = solution.current;
      const result = await validateCaptcha({ Response: response });
      if (mine !== solution.current) return; // expired or replaced meanwhile
      if (result.data && !result.data.hasErrors && result.data.pass) setPass(result.data.pass);
      else newCaptcha(); // spec §7: a captcha failure is silently ignored; Send stays disabled
    },
    [validateCaptcha, newCaptcha],
  );

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const submit = handleSubmit(async (request) => {
    if (!pass) return;
    setOutcome(null);
    const result = await contactUs({ request, captchaPass: pass });
    if (!result.error) {
      setOutcome({ type: 'success', text: result.data.message });
      reset(EMPTY_FORM);
      newCaptcha(); // the pass is single-use
      return;
    }
    const refusedFields = applyServerFieldErrors(setError, result.error, CONTACT_FIELDS).length > 0;
    setOutcome({ type: 'error', text: apiErrorMessage(result.error) ?? FALLBACK_FAILURE });
    // Fields are checked before the pass, so it is still good then; otherwise it was refused or spent.
    if (!refusedFields) newCaptcha();
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Contact Us" style={{ maxWidth: 640 }}>
      {outcome ? (
        <div ref={outcomeRef} tabIndex={-1} style={{ marginBottom: token.marginLG, outline: 'none' }}>
          <Alert type={outcome.type} showIcon title={outcome.text} />
        </div>
      ) : null}
      <TextField control={control} name="From" id="contact-from" label="From" autoComplete="name" />
      <TextField control={control} name="ReplyToEmail" id="contact-reply-to" label="Reply-to e-mail" type="email" autoComplete="email" />
      <SelectField
        control={control}
        name="Regarding"
        id="contact-regarding"
        label="Regarding"
        placeholder="Choose a topic"
        options={topics.map((topic) => ({ value: topic, label: topic }))}
      />
      <TextAreaField control={control} name="Message" id="contact-message" label="Message" rows={6} maxLength={CONTACT_MESSAGE_MAX_LENGTH} showCount />
      <fieldset style={{ border: 'none', margin: `${token.marginLG}px 0 ${token.margin}px`, padding: 0 }}>
        <legend style={{ fontWeight: 500, marginBottom: token.marginXS }}>Show you are not a robot</legend>
        <CaptchaField key={captchaKey} config={captchaConfig} onVerified={captchaVerified} onExpired={dropCaptcha} />
        {/* The page is server-rendered: without JavaScript the form shows, but the captcha cannot. */}
        <noscript>
          <p style={{ margin: `${token.marginXS}px 0 0`, color: token.colorError }}>{CONTACT_US_NEEDS_JAVASCRIPT}</p>
        </noscript>
      </fieldset>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: token.margin }}>
        <Button type="primary" htmlType="submit" size="large" disabled={!pass} loading={sending} aria-describedby="contact-send-hint">
          Send
        </Button>
        <span id="contact-send-hint" style={{ color: token.colorTextSecondary }}>
          {pass ? 'Ready to send.' : 'Complete the captcha to send your message.'}
        </span>
      </div>
    </form>
  );
}
