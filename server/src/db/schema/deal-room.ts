import { sql } from 'drizzle-orm';
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { posts } from './posts';
import { users } from './users';

/*
 * The deal room (issue 32, migration 0012): what happens on a post between interest and the
 * chosen offer. A non-disclosure agreement per post, the information pack (files kept in
 * PostgreSQL in chunks), questions and answers, sealed offers, and a trail of every step.
 * All of it hangs off `posts` and goes when the post goes.
 */

/** Raw bytes. node-postgres answers a Buffer and PGlite a Uint8Array: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** The post a row belongs to: it goes with the post. */
const postId = () =>
  integer('post_id')
    .notNull()
    .references(() => posts.id, { onDelete: 'cascade' });
/** The buyer a row belongs to: it goes with the account. */
const buyerId = () =>
  integer('buyer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** Who did something: kept as null once the account is deleted. */
const userReference = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

/** A practitioner's standard NDA text, offered for every post they require an NDA on (no row: the product's default text). */
export const sellerNdaTexts = pgTable('seller_nda_texts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * The deal-room settings of one post (no row: no NDA, pack released at once, no closing date).
 * `packRelease`: `automatic` releases the pack once the buyer has accepted the NDA (at once
 * without one); `on_approval` waits for the seller to approve each buyer.
 */
export const dealRooms = pgTable(
  'deal_rooms',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    ndaRequired: boolean('nda_required').notNull().default(false),
    packRelease: text('pack_release', { enum: ['automatic', 'on_approval'] })
      .notNull()
      .default('automatic'),
    /** Best and final offers by this instant (shown in Europe/London); null: offers are seen as they arrive. */
    offersCloseAt: at('offers_close_at'),
    /** References `offers.id` (declared in SQL: the two tables refer to each other). */
    acceptedOfferId: integer('accepted_offer_id'),
    acceptedAt: at('accepted_at'),
    /** Customer due diligence on buyers before an offer is accepted (issue 56); off only with `cddOffReason`. */
    cddRequired: boolean('cdd_required').notNull().default(true),
    cddOffReason: text('cdd_off_reason'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('deal_rooms_pack_release_check', sql`${t.packRelease} in ('automatic', 'on_approval')`),
    index('deal_rooms_accepted_offer_idx').on(t.acceptedOfferId),
  ],
);

/**
 * The NDA texts of a post, version 1 upwards; the highest is the one a buyer signs. A version
 * nobody has accepted is edited in place; once accepted it is frozen and an edit adds a version.
 */
export const ndaVersions = pgTable(
  'nda_versions',
  {
    id: serial('id').primaryKey(),
    postId: postId(),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    /** Copied from the practitioner's standard text (true) or written for this post. */
    fromStandardText: boolean('from_standard_text').notNull(),
    createdBy: userReference('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('nda_versions_post_version_idx').on(t.postId, t.version), index('nda_versions_created_by_idx').on(t.createdBy)],
);

/** A buyer's signature of a post's NDA: once per buyer and post, with the version signed and where from. */
export const ndaAcceptances = pgTable(
  'nda_acceptances',
  {
    id: serial('id').primaryKey(),
    postId: postId(),
    ndaVersionId: integer('nda_version_id')
      .notNull()
      .references(() => ndaVersions.id),
    buyerId: buyerId(),
    fullName: text('full_name').notNull(),
    company: text('company').notNull(),
    position: text('position').notNull(),
    acceptedAt: at('accepted_at').notNull().defaultNow(),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [
    uniqueIndex('nda_acceptances_post_buyer_idx').on(t.postId, t.buyerId),
    index('nda_acceptances_buyer_idx').on(t.buyerId),
    index('nda_acceptances_nda_version_idx').on(t.ndaVersionId),
  ],
);

/**
 * The seller's decisions on one buyer's access to a post's deal room: an approval (needed
 * when the pack is released on approval) and a revocation (ends access for good).
 */
export const dealRoomAccess = pgTable(
  'deal_room_access',
  {
    postId: postId(),
    buyerId: buyerId(),
    approvedAt: at('approved_at'),
    approvedBy: userReference('approved_by'),
    revokedAt: at('revoked_at'),
    revokedBy: userReference('revoked_by'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.buyerId] }),
    index('deal_room_access_buyer_idx').on(t.buyerId),
    index('deal_room_access_approved_by_idx').on(t.approvedBy),
    index('deal_room_access_revoked_by_idx').on(t.revokedBy),
  ],
);

/**
 * An uploaded file (pack document or proof of funds): its checked type and size; the bytes
 * are in `storedFileChunks`. Written in one transaction with its chunks, so a failed upload
 * leaves no row.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    postId: postId(),
    uploadedBy: userReference('uploaded_by'),
    /** Made safe: no path, no control characters, the extension of its checked type. */
    fileName: text('file_name').notNull(),
    /** From the file's first bytes, never from its name or the client's header. */
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('stored_files_post_idx').on(t.postId), index('stored_files_uploaded_by_idx').on(t.uploadedBy)],
);

/** The bytes of a stored file, in order (`seq` from 0), each at most STORED_FILE_CHUNK_BYTES. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);

/** A document of a post's information pack, in the seller's order. */
export const packDocuments = pgTable(
  'pack_documents',
  {
    id: serial('id').primaryKey(),
    postId: postId(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Taken out of the pack: hidden from buyers and its bytes deleted, the row kept for the download log and the evidence. */
    removedAt: at('removed_at'),
    /** The earlier version this document replaced (itself removed then), whose download log the seller still sees. */
    replacesDocumentId: integer('replaces_document_id').references((): AnyPgColumn => packDocuments.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('pack_documents_file_idx').on(t.fileId),
    index('pack_documents_post_idx').on(t.postId, t.sortOrder),
    uniqueIndex('pack_documents_replaces_idx').on(t.replacesDocumentId),
  ],
);

/** Every download of a pack document: who, which, when, from where (the seller's list and the SIP 16 evidence). */
export const packDownloads = pgTable(
  'pack_downloads',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => packDocuments.id, { onDelete: 'cascade' }),
    userId: userReference('user_id'),
    downloadedAt: at('downloaded_at').notNull().defaultNow(),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent').notNull(),
  },
  (t) => [index('pack_downloads_document_idx').on(t.documentId, t.downloadedAt), index('pack_downloads_user_idx').on(t.userId)],
);

/** A buyer's question on a post and the seller's answer, kept private or published (without the asker's name). */
export const dealRoomQuestions = pgTable(
  'deal_room_questions',
  {
    id: serial('id').primaryKey(),
    postId: postId(),
    buyerId: buyerId(),
    question: text('question').notNull(),
    askedAt: at('asked_at').notNull().defaultNow(),
    answer: text('answer'),
    answeredBy: userReference('answered_by'),
    answeredAt: at('answered_at'),
    /** Shown to everyone with access (anonymised) rather than to the asker only. */
    published: boolean('published').notNull().default(false),
  },
  (t) => [
    index('deal_room_questions_post_idx').on(t.postId, t.askedAt),
    index('deal_room_questions_buyer_idx').on(t.buyerId),
    index('deal_room_questions_answered_by_idx').on(t.answeredBy),
  ],
);

/** A buyer's offer on a post (one per buyer and post); its terms are in `offerVersions`, the latest counting. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    postId: postId(),
    buyerId: buyerId(),
    createdAt: at('created_at').notNull().defaultNow(),
    acceptedAt: at('accepted_at'),
  },
  (t) => [uniqueIndex('offers_post_buyer_idx').on(t.postId, t.buyerId), index('offers_buyer_idx').on(t.buyerId)],
);

/** Every version of an offer, 1 upwards: a replacement before the closing time adds one, the earlier ones are kept. */
export const offerVersions = pgTable(
  'offer_versions',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    /** What it is for: the business as a going concern, named assets, or both. */
    scope: text('scope', { enum: ['going_concern', 'assets', 'both'] }).notNull(),
    namedAssets: text('named_assets'),
    conditions: text('conditions').notNull().default(''),
    funding: text('funding', { enum: ['cash', 'debt', 'mixed'] }).notNull(),
    proofOfFundsFileId: integer('proof_of_funds_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** The buyer's declaration: connected to the insolvent company or its directors. */
    connectedParty: boolean('connected_party').notNull(),
    submittedAt: at('submitted_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('offer_versions_offer_version_idx').on(t.offerId, t.version),
    index('offer_versions_proof_of_funds_file_idx').on(t.proofOfFundsFileId),
    check('offer_versions_amount_check', sql`${t.amountPence} > 0`),
    check('offer_versions_scope_check', sql`${t.scope} in ('going_concern', 'assets', 'both')`),
    check('offer_versions_funding_check', sql`${t.funding} in ('cash', 'debt', 'mixed')`),
  ],
);

/**
 * The deal room's trail: every step (NDA set or accepted, access approved or revoked, document
 * added, question answered, closing date moved, offer made or accepted), in the transaction
 * that made it. The audit trail and the SIP 16 evidence read it.
 */
export const dealRoomEvents = pgTable(
  'deal_room_events',
  {
    id: serial('id').primaryKey(),
    postId: postId(),
    actorId: userReference('actor_id'),
    kind: text('kind').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('deal_room_events_post_idx').on(t.postId, t.createdAt), index('deal_room_events_actor_idx').on(t.actorId)],
);
