import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import { theme } from '@insolvency/shared-ui/base';
import { useFormContext } from 'react-hook-form';
import { PasswordField } from '@insolvency/shared-ui/forms';
import type { CommonRegistrationForm } from '../utils/registration-form';
import { StepIntro } from './step-layout';

/**
 * The last step (both roles): password and confirmation (show/hide), and the terms and
 * privacy consent line. Its links open in a new tab so the wizard keeps what was typed.
 */
export function PasswordStep() {
  const { token } = theme.useToken();
  const { control } = useFormContext<CommonRegistrationForm>();
  return (
    <div style={{ maxWidth: 480 }}>
      <StepIntro>At least 7 characters, with a digit, an uppercase and a lowercase character.</StepIntro>
      <PasswordField control={control} name="Password" label="Password" required />
      <PasswordField control={control} name="ConfirmPassword" label="Confirm Password" required />
      <p style={{ marginBottom: 0, marginTop: token.marginSM }}>
        By registering you agree to our{' '}
        <a href={ROUTE_PATHS.TCs} target="_blank" rel="noopener noreferrer">
          Terms and Conditions
        </a>{' '}
        and{' '}
        <a href={ROUTE_PATHS.PrivacyPolicy} target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </a>
        .
      </p>
    </div>
  );
}
