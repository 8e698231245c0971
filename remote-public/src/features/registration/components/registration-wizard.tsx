import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import { useIsMobileLayout } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors } from '@insolvency/shared-ui/forms';
import { Steps } from '@insolvency/shared-ui/pickers';
import { apiFieldErrors } from '@insolvency/shared-auth';
import { useEmailCheck } from '../hooks/use-email-check';
import { registrationFailureText, type CallError } from '../utils/submit-failure';

export interface WizardStep {
  key: string;
  /** Shown in the step list and as the step's heading. */
  title: string;
  /** The step's schema (from shared-contracts): the step is valid when it parses the form's values. */
  schema: z.ZodType;
  content: ReactNode;
}

export interface RegistrationWizardProps<V extends FieldValues> {
  /** Accessible name of the form, e.g. 'Interested Party registration'. */
  label: string;
  steps: readonly WizardStep[];
  defaultValues: DefaultValues<V>;
  /** Index of the step offering 'Skip To End' once it is valid (buyer step 3). */
  skipToEndFrom?: number;
  submitLabel: string;
  /** Sends the registration; resolves to the refusal, or null on success. */
  onSubmit: (values: V) => Promise<CallError | null>;
  isSubmitting: boolean;
}

/** Field names of step 1 the server's e-mail check reads (the request's names). */
const EMAIL_FIELD = 'Email';
const SECONDARY_EMAIL_FIELD = 'Email2';

function parses(schema: z.ZodType, values: unknown): boolean {
  return schema.safeParse(values).success;
}

/** The form fields a step's schema validates. */
function stepFields(schema: z.ZodType): string[] {
  return 'shape' in schema && typeof schema.shape === 'object' && schema.shape !== null ? Object.keys(schema.shape) : [];
}
/** Read by screen readers, not shown (a phone's step row has room for the numbers only). */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * The registration wizard (spec §2, §4, §5): one form over all steps, so going back keeps what
 * was typed. The form's values carry the request's own field names; "Next" validates the
 * current step with its schema (a part of the request schema the server validates with, so
 * both give the same messages); leaving step 1 also asks the server to check the e-mails
 * (skipped when they are unchanged since the last success). A later step unlocks only when every earlier step is valid and the e-mails were
 * validated; the step list lets the user jump to any unlocked step.
 */
export function RegistrationWizard<V extends FieldValues>({
  label,
  steps,
  defaultValues,
  skipToEndFrom,
  submitLabel,
  onSubmit,
  isSubmitting,
}: RegistrationWizardProps<V>) {
  const { token } = theme.useToken();
  const phone = useIsMobileLayout();
  const [current, setCurrent] = useState(0);
  const currentRef = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  const [submitFailure, setSubmitFailure] = useState<string | null>(null);
  const emailCheck = useEmailCheck();

  // The resolver validates the step on screen only: the other steps' fields are not shown.
  const resolver = useMemo<Resolver<V>>(() => {
    const perStep = steps.map((step) => zodResolver(step.schema as never) as unknown as Resolver<V>);
    return (values, context, options) => perStep[currentRef.current](values, context, options);
  }, [steps]);

  const form = useForm<V>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const values = useWatch({ control: form.control }) as FieldValues;

  const stepValid = useMemo(() => steps.map((step) => parses(step.schema, values)), [steps, values]);
  const emailsValidated = emailCheck.isValidated(values[EMAIL_FIELD], values[SECONDARY_EMAIL_FIELD]);
  const emailProblems = emailCheck.problemsFor(values[EMAIL_FIELD], values[SECONDARY_EMAIL_FIELD]);
  const unlocked = (index: number) => index === 0 || (emailsValidated && stepValid.slice(0, index).every(Boolean));
  const lastIndex = steps.length - 1;

  useEffect(() => {
    // Keyboard and screen-reader users land on the new step's heading.
    if (movedRef.current) headingRef.current?.focus();
  }, [current]);

  const goTo = (index: number) => {
    movedRef.current = true;
    currentRef.current = index;
    setCurrent(index);
    setSubmitFailure(null);
    // A fresh step shows its messages after its own "Next", not while the user types.
    form.reset(undefined, { keepValues: true, keepDefaultValues: true, keepDirty: true, keepTouched: true });
  };

  /** Leaving step 1: the server checks the e-mails; on failure their fields are marked. */
  const emailsAccepted = async (): Promise<boolean> => {
    const all = form.getValues() as FieldValues;
    const outcome = await emailCheck.check(all[EMAIL_FIELD], all[SECONDARY_EMAIL_FIELD]);
    if (outcome.ok) return true;
    // Mark the form touched: the refused fields show as invalid (the messages are below the step).
    if (outcome.primaryRefused) form.setError(EMAIL_FIELD as Path<V>, { type: 'server', message: '' });
    if (outcome.secondaryRefused) form.setError(SECONDARY_EMAIL_FIELD as Path<V>, { type: 'server', message: '' });
    form.setFocus((outcome.primaryRefused || !outcome.secondaryRefused ? EMAIL_FIELD : SECONDARY_EMAIL_FIELD) as Path<V>);
    return false;
  };

  const next = form.handleSubmit(async () => {
    if (currentRef.current === 0 && !(await emailsAccepted())) return;
    goTo(currentRef.current + 1);
  });

  const skipToEnd = form.handleSubmit(() => goTo(lastIndex));

  const submit = form.handleSubmit(async () => {
    const all = form.getValues();
    const firstInvalid = steps.findIndex((step) => !parses(step.schema, all));
    if (firstInvalid !== -1 && firstInvalid !== currentRef.current) {
      goTo(firstInvalid);
      return;
    }
    if (!emailCheck.isValidated((all as FieldValues)[EMAIL_FIELD], (all as FieldValues)[SECONDARY_EMAIL_FIELD])) {
      goTo(0);
      return;
    }
    setSubmitFailure(null);
    const refusal = await onSubmit(all);
    if (refusal === null) return;
    // The form has the request's field names: a field the server refused is marked on its step.
    const refused = apiFieldErrors(refusal);
    const refusedStep = steps.findIndex((item) => stepFields(item.schema).some((name) => refused[name]?.length));
    if (refusedStep !== -1 && refusedStep !== currentRef.current) goTo(refusedStep);
    for (const item of steps) applyServerFieldErrors(form.setError, refusal, stepFields(item.schema) as Path<V>[]);
    setSubmitFailure(registrationFailureText(refusal));
  });

  const onStepChange = (index: number) => {
    if (index === currentRef.current) return;
    if (index < currentRef.current || unlocked(index)) goTo(index);
  };

  const step = steps[current];
  const isLast = current === lastIndex;
  const busy = isSubmitting || emailCheck.isChecking;

  return (
    <FormProvider {...form}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginLG }}>
        <nav aria-label="Registration steps">
          {/*
            One row of numbered steps on every screen: on a phone (antd would turn it into a
            vertical list filling the first screen) the titles are left to screen readers and
            the heading below names the step on screen ('Step 2 of 7: Address Details').
          */}
          <Steps
            current={current}
            onChange={onStepChange}
            orientation="horizontal"
            responsive={false}
            titlePlacement="vertical"
            size="small"
            items={steps.map((item, index) => ({
              key: item.key,
              title: phone ? <span style={VISUALLY_HIDDEN}>{item.title}</span> : item.title,
              disabled: index !== current && !(index < current || unlocked(index)),
            }))}
          />
        </nav>
        <form noValidate aria-label={label} onSubmit={isLast ? submit : next}>
          <h2
            ref={headingRef}
            tabIndex={-1}
            style={{ fontSize: token.fontSizeHeading4, marginTop: 0, marginBottom: token.marginMD, outline: 'none' }}
          >
            Step {current + 1} of {steps.length}: {step.title}
          </h2>
          <div key={step.key}>{step.content}</div>
          {current === 0 && emailProblems.length > 0 ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              style={{ marginBottom: token.marginMD }}
              title={
                <div data-testid="email-check-problems">
                  {emailProblems.map((problem) => (
                    <p key={problem} style={{ margin: 0 }}>
                      {problem}
                    </p>
                  ))}
                  <p style={{ margin: `${token.marginXS}px 0 0` }}>
                    If you think your address is correct, please <Link to={ROUTE_PATHS.ContactUs}>contact support</Link>.
                  </p>
                </div>
              }
            />
          ) : null}
          {submitFailure ? (
            <Alert type="error" showIcon role="alert" style={{ marginBottom: token.marginMD }} title={submitFailure} />
          ) : null}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginSM, marginTop: token.marginLG }}>
            {current > 0 ? (
              <Button size="large" onClick={() => goTo(current - 1)} disabled={isSubmitting}>
                Back
              </Button>
            ) : null}
            {isLast ? (
              <Button key="submit" type="primary" htmlType="submit" size="large" loading={isSubmitting}>
                {submitLabel}
              </Button>
            ) : (
              <Button key="next" type="primary" htmlType="submit" size="large" loading={busy}>
                Next
              </Button>
            )}
            {skipToEndFrom === current && !isLast ? (
              <Button size="large" onClick={() => void skipToEnd()} disabled={!stepValid[current]}>
                Skip To End
              </Button>
            ) : null}
          </div>
        </form>
      </div>
    </FormProvider>
  );
}
