import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import type { RegistrationSuccessState } from '../components/registration-success-screen';
import type { CallError } from '../utils/submit-failure';

type RegisterCall<P> = (payload: P) => PromiseLike<{ error?: CallError }>;

/**
 * The wizard's submit for either role: the form's values, parsed by the call's own request
 * schema (which drops what only the form holds, such as the confirmations), are the payload.
 * Answers the refusal, or goes to RegistrationSuccess with the address the link was sent to.
 */
export function useSubmitRegistration<P extends { Email: string }>(register: RegisterCall<P>, requestSchema: z.ZodType<P>) {
  const navigate = useNavigate();
  return async (values: unknown): Promise<CallError | null> => {
    const payload = requestSchema.parse(values);
    const result = await register(payload);
    if (result.error) return result.error;
    const state: RegistrationSuccessState = { email: payload.Email };
    void navigate(ROUTE_PATHS.RegistrationSuccess, { state });
    return null;
  };
}
