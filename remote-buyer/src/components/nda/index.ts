export { NDA_SIGNATURE_FIELDS, NdaSignatureFields, NdaText, useNdaSignatureForm } from './nda-signature';
export type { NdaSignatureForm } from './nda-signature';
