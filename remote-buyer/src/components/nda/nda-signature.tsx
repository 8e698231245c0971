import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { acceptNdaRequestSchema } from '@insolvency/shared-contracts/schemas';
import { theme } from '@insolvency/shared-ui/base';
import { CheckboxField } from '@insolvency/shared-ui/choices';
import { TextField } from '@insolvency/shared-ui/forms';

/*
 * A buyer's signature of a post's NDA (issue 32): the text, then full name, company, position
 * and the tick "I accept on behalf of …". On the deal-room screen and in ExpressInterest.
 */

type AcceptInput = z.input<typeof acceptNdaRequestSchema>;
export type NdaSignatureForm = UseFormReturn<AcceptInput, unknown, z.output<typeof acceptNdaRequestSchema>>;
export const NDA_SIGNATURE_FIELDS = ['FullName', 'Company', 'Position', 'AcceptOnBehalf'] as const;

export function useNdaSignatureForm(): NdaSignatureForm {
  return useForm<AcceptInput, unknown, z.output<typeof acceptNdaRequestSchema>>({
    resolver: zodResolver(acceptNdaRequestSchema),
    defaultValues: { FullName: '', Company: '', Position: '' },
  });
}

/** The NDA's text: scrollable, so reachable by keyboard; a named region so a screen reader says what it is. */
export function NdaText({ text }: { text: string }) {
  const { token } = theme.useToken();
  return (
    <div
      role="region"
      tabIndex={0}
      aria-label="Non-disclosure agreement"
      style={{ whiteSpace: 'pre-wrap', maxHeight: 280, overflowY: 'auto', padding: token.paddingSM, border: `${token.lineWidth}px solid ${token.colorBorder}`, borderRadius: token.borderRadius, marginBottom: token.marginSM }}
    >
      {text}
    </div>
  );
}

/** The signature's fields; the tick names the company typed above it. */
export function NdaSignatureFields({ form }: { form: NdaSignatureForm }) {
  const { control } = form;
  const company = useWatch({ control, name: 'Company' }) ?? '';
  return (
    <>
      <TextField control={control} name="FullName" label="Full name" required autoComplete="name" />
      <TextField control={control} name="Company" label="Company" required autoComplete="organization" />
      <TextField control={control} name="Position" label="Position" required autoComplete="organization-title" />
      <CheckboxField control={control} name="AcceptOnBehalf" label={`I accept on behalf of ${company.trim() || 'my company'}`} />
    </>
  );
}
