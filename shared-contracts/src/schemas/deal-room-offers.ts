import { z } from 'zod';
import { londonDateTimeToInstant } from '../dates';
import {
  OFFER_ACCEPT_MESSAGE_MAX_LENGTH,
  OFFER_CONDITIONS_MAX_LENGTH,
  OFFER_FUNDINGS,
  OFFER_MAX_POUNDS,
  OFFER_MESSAGES,
  OFFER_NAMED_ASSETS_MAX_LENGTH,
  OFFER_SCOPES,
  scopeNamesAssets,
} from '../deal-room/deal-room-offers';
import { freeText, id, idParam } from './fields';

/** Pounds as typed ("250000", "1,250,000.50", "£99.5") to whole pence; null when not a sane amount. */
export function poundsToPence(value: string): number | null {
  const match = /^£?\s*(\d{1,3}(?:,\d{3})+|\d{1,10})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const pounds = Number(match[1].replace(/,/g, ''));
  const pence = pounds * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return pence > 0 && pounds <= OFFER_MAX_POUNDS && pence <= OFFER_MAX_POUNDS * 100 ? pence : null;
}

/** Amount in pounds, as a number or as typed; sent on as pence. */
const amountInPounds = z
  .union([z.number(), z.string().max(40, OFFER_MESSAGES.amountInvalid)], { error: OFFER_MESSAGES.amountRequired })
  .refine((value) => value !== '', OFFER_MESSAGES.amountRequired)
  .transform((value, context) => {
    const pence = poundsToPence(typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value);
    if (pence === null) {
      context.addIssue({ code: 'custom', message: OFFER_MESSAGES.amountInvalid });
      return z.NEVER;
    }
    return pence;
  });

/**
 * `POST buyer/deal-room-offer?id {Amount, Scope, NamedAssets?, Conditions?, Funding, ConnectedParty, ProofOfFundsFileId?}`:
 * a buyer's offer, or its replacement (a new version). `Amount` in pounds (at most two
 * decimals) becomes `amountPence`; named assets are required when the offer is for assets;
 * `ProofOfFundsFileId` is a file the buyer uploaded with `POST buyer/offer-proof-of-funds`.
 */
export const submitOfferRequestSchema = z
  .object({
    Amount: amountInPounds,
    Scope: z.enum(OFFER_SCOPES, { error: 'Please choose what your offer is for' }),
    NamedAssets: freeText('Named assets', OFFER_NAMED_ASSETS_MAX_LENGTH)
      .nullish()
      .transform((value) => (value?.trim() ? value.trim() : null)),
    Conditions: freeText('Conditions', OFFER_CONDITIONS_MAX_LENGTH)
      .nullish()
      .transform((value) => value?.trim() ?? ''),
    Funding: z.enum(OFFER_FUNDINGS, { error: 'Please choose how the offer is funded' }),
    ConnectedParty: z.boolean({ error: 'Please say whether you are a connected party' }),
    ProofOfFundsFileId: id('Unknown proof of funds').nullish(),
  })
  .refine((offer) => !scopeNamesAssets(offer.Scope) || offer.NamedAssets !== null, {
    path: ['NamedAssets'],
    message: OFFER_MESSAGES.namedAssetsRequired,
    // Told together with the other fields' problems (a form shows them all at once), once the scope and the assets themselves are valid.
    when: ({ issues }) => issues.every((issue) => issue.path?.[0] !== 'Scope' && issue.path?.[0] !== 'NamedAssets'),
  });
export type SubmitOfferRequest = z.input<typeof submitOfferRequestSchema>;

/** An ISO 8601 timestamp with its offset (`2027-01-09T12:00:00.000Z`, `2027-01-09T12:00+00:00`). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A closing time as the picker gives it (London wall clock) or as an instant; null when neither. */
function closingInstant(value: string): Date | null {
  if (!ISO_INSTANT.test(value)) return londonDateTimeToInstant(value);
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  // A day the month does not have (30 February) would roll over: refused.
  if (value.endsWith('Z') && instant.toISOString().slice(0, 10) !== value.slice(0, 10)) return null;
  return instant;
}

/**
 * `PUT seller/offers-closing?id {OffersCloseAt}`: `YYYY-MM-DDTHH:mm` read in Europe/London (the
 * picker's value), or an ISO 8601 timestamp with its offset; null removes it.
 */
export const offersClosingRequestSchema = z.object({
  OffersCloseAt: z
    .string({ error: OFFER_MESSAGES.closingInvalid })
    .max(29, OFFER_MESSAGES.closingInvalid)
    .meta({ format: 'date-time', description: 'YYYY-MM-DDTHH:mm in Europe/London, or an ISO 8601 timestamp with its offset' })
    .transform((value, context) => {
      const instant = closingInstant(value);
      if (!instant) {
        context.addIssue({ code: 'custom', message: OFFER_MESSAGES.closingInvalid });
        return z.NEVER;
      }
      return instant;
    })
    .nullable(),
});
export type OffersClosingRequest = z.input<typeof offersClosingRequestSchema>;

/** `POST seller/accept-offer?id {OfferId, Message?}`: the offer accepted; the message goes to the other bidders. */
export const acceptOfferRequestSchema = z.object({
  OfferId: id('Unknown offer'),
  Message: freeText('Message', OFFER_ACCEPT_MESSAGE_MAX_LENGTH)
    .nullish()
    .transform((value) => (value?.trim() ? value.trim() : null)),
});
export type AcceptOfferRequest = z.input<typeof acceptOfferRequestSchema>;

/** `?id=` of a stored file (a proof of funds). */
export const fileIdQuerySchema = z.object({ id: idParam('Unknown file') });
