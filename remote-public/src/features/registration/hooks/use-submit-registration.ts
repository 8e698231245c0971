import { useNavigate } from 'react-router-dom';
import { ROUTE_PATHS } from '@insolvency/shared-contracts';
import type { RegistrationSuccessState } from '../components/registration-success-screen';
import { registrationFailureText, type CallError } from '../utils/submit-failure';

type RegisterCall<P> = (payload: P) => PromiseLike<{ error?: CallError }>;

/**
 * The wizard's submit for either role: sends the payload built from the form, answers the
 * server's failure text, or goes to RegistrationSuccess with the address the link was sent to.
 */
export function useSubmitRegistration<V, P extends { Email: string }>(register: RegisterCall<P>, toPayload: (values: V) => P) {
  const navigate = useNavigate();
  return async (values: V): Promise<string | null> => {
    const payload = toPayload(values);
    const result = await register(payload);
    if (result.error) return registrationFailureText(result.error);
    const state: RegistrationSuccessState = { email: payload.Email };
    void navigate(ROUTE_PATHS.RegistrationSuccess, { state });
    return null;
  };
}
