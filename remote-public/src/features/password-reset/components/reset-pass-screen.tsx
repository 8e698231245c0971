import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTE_PATHS, type ResetPasswordRequest } from '@insolvency/shared-contracts';
import { resetPasswordRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { LinkButton, PageHeader } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors, PasswordField } from '@insolvency/shared-ui/forms';
import { Checkbox } from '@insolvency/shared-ui/choices';
import { usePublicResetPasswordMutation } from '../api/password-reset-api';
import { PageColumn } from '../../../components/page-column';

export const RESET_LINK_INCOMPLETE = 'This password reset link is incomplete: it must carry your e-mail address and a token.';
export const RESET_FALLBACK_FAILURE = 'The password could not be changed. Please check your connection and try again.';
const PASSWORD_RULES = 'At least 7 characters, with a digit, an uppercase and a lowercase character.';
const RESET_FIELDS: readonly (keyof ResetPasswordRequest)[] = ['Password', 'ConfirmPassword'];

/** E-mail and token of the reset link (`/resetpass?email=...&token=...`). */
function useResetLink(): { email: string; token: string } | null {
  const [searchParams] = useSearchParams();
  return useMemo(() => {
    const email = searchParams.get('email')?.trim() ?? '';
    const token = searchParams.get('token')?.trim() ?? '';
    return email && token ? { email, token } : null;
  }, [searchParams]);
}

/**
 * ResetPass (spec §2, §5, §8): e-mail and token from the query, a new password and its
 * confirmation (rules of §5, the contract's schema) with a show/hide toggle. The server's
 * text is shown on failure and on success, then 'Login With New Password'.
 */
export function ResetPassScreen() {
  const { token: ui } = theme.useToken();
  const link = useResetLink();
  const [resetPassword, { isLoading }] = usePublicResetPasswordMutation();
  const [showPasswords, setShowPasswords] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue } = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { Password: '', ConfirmPassword: '' },
  });

  const submit = handleSubmit(async (body) => {
    if (!link) return;
    setFailure(null);
    const result = await resetPassword({ ...link, body });
    if (!result.error) {
      setSuccess(result.data.message);
      return;
    }
    applyServerFieldErrors(setError, result.error, RESET_FIELDS);
    setValue('ConfirmPassword', '');
    setFailure(apiErrorMessage(result.error) ?? RESET_FALLBACK_FAILURE);
  });

  const frame = (content: ReactNode) => (
    <PageColumn maxWidth={520}>
      <PageHeader title="Reset Password" subtitle={link && !success ? `Choose a new password for ${link.email}.` : undefined} />
      {content}
    </PageColumn>
  );

  if (!link) {
    return frame(
      <Alert
        type="warning"
        showIcon
        title={RESET_LINK_INCOMPLETE}
        description={
          <>
            Please open the link from the e-mail again, or <Link to={ROUTE_PATHS.ForgotPass}>request a new password reset e-mail</Link>.
          </>
        }
      />,
    );
  }

  if (success !== null) {
    return frame(
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: ui.margin }}>
        <Alert type="success" showIcon role="status" title={success} />
        <LinkButton to={ROUTE_PATHS.Login} variant="primary" size="large">
          Login With New Password
        </LinkButton>
      </div>,
    );
  }

  return frame(
    <form noValidate onSubmit={submit} aria-label="Reset Password">
      <PasswordField
        control={control}
        name="Password"
        id="reset-password"
        label="New Password"
        help={PASSWORD_RULES}
        visible={showPasswords}
        onVisibleChange={setShowPasswords}
      />
      <PasswordField control={control} name="ConfirmPassword" id="reset-confirm-password" label="Confirm Password" visible={showPasswords} onVisibleChange={setShowPasswords} />
      <div style={{ marginBottom: ui.margin }}>
        <Checkbox checked={showPasswords} onChange={(event) => setShowPasswords(event.target.checked)}>
          Show passwords
        </Checkbox>
      </div>
      <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
        Reset Password
      </Button>
      {failure ? (
        <div style={{ marginTop: ui.margin }}>
          <Alert
            type="error"
            showIcon
            role="alert"
            title={failure}
            description={
              <>
                If the link has expired or was already used, <Link to={ROUTE_PATHS.ForgotPass}>request a new one</Link>.
              </>
            }
          />
        </div>
      ) : null}
    </form>,
  );
}

export default ResetPassScreen;
