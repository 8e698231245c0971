import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A beneficial owner as the buyer confirmed them, to tell whether their owners changed since. */
export interface ConfirmedOwner {
  name: string;
  country: string;
  dateOfBirth: string | null;
  sharePercent: number;
}

/**
 * Customer due diligence on one buyer for one sale (issue 56, part 3): the buyer's part (their
 * source of funds, company number, political exposure, their beneficial owners as confirmed) and
 * the practitioner's (identity verified how, with which document, when and by whom; the
 * source-of-funds evidence seen; a risk rating with reasons and, when high, the enhanced measures).
 * Kept five years after the sale (Money Laundering Regulations 2017, regulation 40).
 */
export const dealRoomCdd = pgTable(
  'deal_room_cdd',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceOfFunds: text('source_of_funds'),
    fundsStatement: text('funds_statement'),
    companyNumber: text('company_number'),
    politicallyExposed: boolean('politically_exposed'),
    politicalExposureDetails: text('political_exposure_details'),
    ownersConfirmed: jsonb('owners_confirmed').$type<ConfirmedOwner[]>(),
    ownersConfirmedAt: at('owners_confirmed_at'),
    buyerSubmittedAt: at('buyer_submitted_at'),
    identityMethod: text('identity_method'),
    identityDocument: text('identity_document'),
    identityDocumentDetail: text('identity_document_detail'),
    identityVerifiedOn: date('identity_verified_on', { mode: 'string' }),
    identityVerifiedBy: text('identity_verified_by'),
    fundsEvidence: text('funds_evidence'),
    riskRating: text('risk_rating'),
    riskReasons: text('risk_reasons'),
    enhancedMeasures: text('enhanced_measures'),
    practitionerUpdatedAt: at('practitioner_updated_at'),
    practitionerUpdatedBy: integer('practitioner_updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.buyerId] }),
    index('deal_room_cdd_buyer_idx').on(t.buyerId),
    index('deal_room_cdd_updated_by_idx').on(t.practitionerUpdatedBy),
    check('deal_room_cdd_source_check', sql`${t.sourceOfFunds} in ('trading_income', 'savings', 'sale_of_assets', 'bank_loan', 'investor', 'group_funds', 'other')`),
    check('deal_room_cdd_identity_method_check', sql`${t.identityMethod} in ('in_person', 'electronic', 'certified_copy')`),
    check('deal_room_cdd_identity_document_check', sql`${t.identityDocument} in ('passport', 'driving_licence', 'national_identity_card', 'residence_permit', 'other')`),
    check('deal_room_cdd_risk_check', sql`${t.riskRating} in ('low', 'medium', 'high')`),
  ],
);
