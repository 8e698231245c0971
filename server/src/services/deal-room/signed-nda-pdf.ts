import { formatDisplayDateTime } from '@insolvency/shared-contracts';
import { heading, rows, newDocument, toBuffer } from '../pdf/pdf-documents';
import type { SignedNda } from './nda';

/** A buyer's signed copy of a post's NDA as an A4 PDF: the post, the text signed, who signed it and when (London time). */
export function signedNdaPdf(signed: SignedNda): Promise<Buffer> {
  const doc = newDocument(`NDA ${signed.reference}`);
  heading(doc, 'Non-disclosure agreement');
  rows(doc, [
    ['Post reference', signed.reference],
    ['Business', signed.activityHeading],
    ['NDA version', String(signed.ndaVersion)],
  ]);
  doc.text(signed.text);
  doc.moveDown();
  heading(doc, 'Accepted');
  rows(doc, [
    ['Name', signed.fullName],
    ['Position', signed.position],
    ['Company', signed.company],
    ['Declaration', `I accept on behalf of ${signed.company}`],
    ['Accepted on', `${formatDisplayDateTime(signed.acceptedAt)} (UK time)`],
  ]);
  return toBuffer(doc);
}
