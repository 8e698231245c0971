import { formatDisplayDateTime } from '@insolvency/shared-contracts';
import { OFFER_FUNDING_LABELS, OFFER_SCOPE_LABELS, offerRegisterFileName } from '@insolvency/shared-contracts/deal-room';
import type { AuthUser } from '../auth/access-tokens';
import type { ServiceContext } from '../context';
import { spreadsheetCsv } from '../spreadsheet-csv';
import { openRegister } from './offers';

const REGISTER_COLUMNS = [
  'Buyer',
  'Company',
  'Email',
  'Amount (GBP)',
  'For',
  'Named assets',
  'Conditions',
  'Funding',
  'Proof of funds',
  'Connected party',
  'Submitted (London time)',
  'Versions',
  'Accepted',
] as const;

/** Pence as a plain amount a spreadsheet reads as a number: `1250000.50`. */
const pounds = (pence: number) => `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;

/** GET seller/deal-room-offers-csv?id: the offer register as a CSV file (409 while offers are sealed), formulas neutralised and cells quoted as every export. */
export async function exportOfferRegister(ctx: ServiceContext, caller: AuthUser, postId: number): Promise<{ fileName: string; csv: string }> {
  const { post, register } = await openRegister(ctx, caller, postId);
  const records = register.map((entry) => [
    entry.buyerName,
    entry.company,
    entry.email,
    pounds(entry.amountPence),
    OFFER_SCOPE_LABELS[entry.scope],
    entry.namedAssets ?? '',
    entry.conditions,
    OFFER_FUNDING_LABELS[entry.funding],
    entry.proofOfFunds?.fileName ?? 'None',
    entry.connectedParty ? 'Yes' : 'No',
    formatDisplayDateTime(entry.submittedAt),
    String(entry.versionCount),
    entry.accepted ? 'Yes' : 'No',
  ]);
  return { fileName: offerRegisterFileName(post.reference, ctx.today()), csv: spreadsheetCsv(REGISTER_COLUMNS, records) };
}
