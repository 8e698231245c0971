import type { Resolver } from 'react-hook-form';
import type { LoginRequest } from '@insolvency/shared-contracts';

let validation: Promise<Resolver<LoginRequest>> | undefined;

/**
 * The Login form's resolver, `loginRequestSchema` through zod, loaded apart from the form: zod
 * and the schemas entry are ~23 KB brotli of the ~59 KB the screen's code needed, and the form a
 * user types into first waits for its code, not for its checks. The form asks for them when the
 * visitor focuses or types into it; a submit before they are in waits for them. A failed load is
 * asked for again next time.
 */
export function loadLoginValidation(): Promise<Resolver<LoginRequest>> {
  validation ??= Promise.all([import('@hookform/resolvers/zod'), import('@insolvency/shared-contracts/schemas')]).then(
    ([{ zodResolver }, { loginRequestSchema }]) => zodResolver(loginRequestSchema),
    (error: unknown) => {
      validation = undefined;
      throw error;
    },
  );
  return validation;
}

/** `useForm`'s resolver: the zod resolver of `loadLoginValidation`, once loaded. */
export const loginResolver: Resolver<LoginRequest> = async (values, context, options) => (await loadLoginValidation())(values, context, options);
