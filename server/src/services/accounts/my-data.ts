import type { ServiceContext } from '../context';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { londonToday, SAVED_SEARCH_FILTER_KEYS, SAVED_SEARCH_FILTER_NAMES } from '@insolvency/shared-contracts';
import type { Database } from '../../db/client';
import { adminAuditLog } from '../../db/schema/admin-audit';
import { invoices } from '../../db/schema/billing';
import { buyerAssetPreferences, buyerCategoryPreferences, buyerEmployeePreferences, buyerLocationPreferences, buyerPreferences, buyerTurnoverPreferences } from '../../db/schema/buyer-preferences';
import { expressionsOfInterest, matchDigestEntries, watchlist } from '../../db/schema/interest';
import { dealRoomAccess, dealRoomQuestions, ndaAcceptances, ndaVersions, offers, offerVersions, packDocuments, packDownloads, sellerNdaTexts, storedFiles } from '../../db/schema/deal-room';
import { buyerFunctions, capacities, categories, countries, employeeBands, keyAssets, locations, titles, turnoverBands } from '../../db/schema/labels';
import { emailSuppressions, notifications, postEmailSends } from '../../db/schema/messaging';
import { postViews } from '../../db/schema/post-views';
import { postingPeriods, posts } from '../../db/schema/posts';
import { savedSearches, savedSearchMatches } from '../../db/schema/saved-searches';
import { loginAttempts, refreshTokens, userAddresses, users } from '../../db/schema/users';
import { AppError } from '../../errors';
import { cddRecordsOfBuyer } from '../cdd/cdd';
import { offerVersionColumns, toOfferVersion } from '../deal-room/offers';
import { savedSearchFilterLabels } from '../interest/saved-searches';
import { ACCOUNT_NOT_FOUND } from './account-details';

/** Login attempts and sessions are listed for this long back (the tables keep no more anyway). */
const RECENT_DAYS = 30;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/**
 * GET allauth/my-data: everything held about the caller (UK GDPR right of access, free of
 * charge), as one JSON document. Never password hashes, token hashes or other users' data
 * beyond what the caller already sees (a post's heading next to their own interest in it).
 */
export async function collectMyData(ctx: ServiceContext, userId: number): Promise<{ fileName: string; data: Record<string, unknown> }> {
  const { db } = ctx;
  const now = ctx.now();
  const [row] = await db
    .select({
      user: users,
      title: titles.description,
      functionName: buyerFunctions.description,
      capacity: capacities.description,
    })
    .from(users)
    .leftJoin(titles, eq(titles.id, users.titleId))
    .leftJoin(buyerFunctions, eq(buyerFunctions.id, users.functionId))
    .leftJoin(capacities, eq(capacities.id, users.capacityId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError(404, ACCOUNT_NOT_FOUND);
  const { user } = row;
  const since = new Date(now.getTime() - RECENT_DAYS * 24 * 60 * 60 * 1000);

  const [address] = await db
    .select({ address: userAddresses, country: countries.name })
    .from(userAddresses)
    .leftJoin(countries, eq(countries.code, userAddresses.countryCode))
    .where(eq(userAddresses.userId, userId))
    .limit(1);

  const suppressions = await db
    .select({ addressSlot: emailSuppressions.addressSlot, reason: emailSuppressions.reason, createdAt: emailSuppressions.createdAt })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.userId, userId))
    .orderBy(asc(emailSuppressions.createdAt));

  const attempts = await db
    .select({ ip: loginAttempts.ip, succeeded: loginAttempts.succeeded, attemptedAt: loginAttempts.attemptedAt })
    .from(loginAttempts)
    .where(sql`${loginAttempts.email} = lower(${user.email1}) and ${loginAttempts.attemptedAt} > ${since}`)
    .orderBy(desc(loginAttempts.attemptedAt));

  const sessions = await db
    .select({ createdAt: refreshTokens.createdAt, expiresAt: refreshTokens.expiresAt, usedAt: refreshTokens.usedAt, revokedAt: refreshTokens.revokedAt })
    .from(refreshTokens)
    .where(sql`${refreshTokens.userId} = ${userId} and ${refreshTokens.createdAt} > ${since}`)
    .orderBy(desc(refreshTokens.createdAt));

  const data: Record<string, unknown> = {
    generatedAt: now.toISOString(),
    account: {
      id: user.id,
      role: user.role,
      title: row.title,
      forenames: user.forenames,
      surname: user.surname,
      position: user.position,
      company: user.company,
      ...(row.functionName || user.functionOther ? { function: row.functionName, functionOther: user.functionOther } : {}),
      ...(row.capacity || user.ipName ? { capacity: row.capacity, insolvencyPractitionerName: user.ipName } : {}),
      emailConfirmed: user.emailConfirmed,
      flagged: user.flagged,
      customPriceRate: user.customPriceRate,
      optionalCriteriaSet: user.optionalCriteriaSet,
      registeredAt: iso(user.createdAt),
      lockedOutUntil: iso(user.lockedOutUntil),
      lockoutReason: user.lockoutReason,
      notificationsDismissedAt: iso(user.notificationsDismissedAt),
    },
    emailAddresses: {
      primary: { address: user.email1, disableReason: user.email1DisableReason, disabledSince: iso(user.email1DisableDateTime) },
      secondary: user.email2 ? { address: user.email2, disableReason: user.email2DisableReason, disabledSince: iso(user.email2DisableDateTime) } : null,
      suppressionHistory: suppressions.map((s) => ({ address: s.addressSlot === 1 ? 'primary' : 'secondary', reason: s.reason, at: iso(s.createdAt) })),
    },
    address: address
      ? {
          addressLine1: address.address.addressLine1,
          addressLine2: address.address.addressLine2,
          addressLine3: address.address.addressLine3,
          townCity: address.address.townCity,
          county: address.address.county,
          postcode: address.address.postcode,
          country: address.country ?? address.address.countryCode,
          telephone: address.address.telephone,
          mobile: address.address.mobile,
        }
      : null,
    logins: {
      loginCount: user.loginCount,
      lastLoginDate: iso(user.lastLoginDate),
      previousLoginDate: iso(user.previousLoginDate),
      recentAttempts: attempts.map((a) => ({ at: iso(a.attemptedAt), fromAddress: a.ip, succeeded: a.succeeded })),
      recentSessions: sessions.map((s) => ({ startedAt: iso(s.createdAt), expiresAt: iso(s.expiresAt), renewedAt: iso(s.usedAt), endedAt: iso(s.revokedAt) })),
    },
    buyerPreferences: await buyerPreferencesOf(db, userId),
    savedSearches: await savedSearchesOf(db, userId),
    dailyDigest: await dailyDigestOf(db, userId),
    watchlist: await watchlistOf(db, userId),
    posts: await postsOf(db, userId),
    expressionsOfInterest: await interestsOf(db, userId),
    postsViewed: await viewsOf(db, userId),
    adminActions: await adminActionsOf(db, userId),
    dealRoom: await dealRoomOf(db, userId),
    customerDueDiligence: await cddRecordsOfBuyer(db, userId),
    postEmailSends: await postEmailSendsOf(db, userId),
    notifications: await notificationsOf(db, userId),
  };
  return { fileName: `my-data-${londonToday(now)}.json`, data };
}

/** The posts the user opened, one row per post and London day (what counts their views). */
function viewsOf(db: Database, userId: number) {
  return db
    .select({ postReference: posts.reference, postHeading: posts.activityHeading, viewedOn: postViews.viewedOn })
    .from(postViews)
    .innerJoin(posts, eq(posts.id, postViews.postId))
    .where(eq(postViews.viewerId, userId))
    .orderBy(asc(postViews.viewedOn), asc(posts.id));
}

async function buyerPreferencesOf(db: Database, userId: number) {
  const [prefs] = await db.select().from(buyerPreferences).where(eq(buyerPreferences.userId, userId)).limit(1);
  const [loc, turn, emp, cat, assets] = await Promise.all([
    db.select({ d: locations.description }).from(buyerLocationPreferences).innerJoin(locations, eq(locations.id, buyerLocationPreferences.locationId)).where(eq(buyerLocationPreferences.userId, userId)),
    db.select({ d: turnoverBands.description }).from(buyerTurnoverPreferences).innerJoin(turnoverBands, eq(turnoverBands.id, buyerTurnoverPreferences.turnoverId)).where(eq(buyerTurnoverPreferences.userId, userId)),
    db.select({ d: employeeBands.description }).from(buyerEmployeePreferences).innerJoin(employeeBands, eq(employeeBands.id, buyerEmployeePreferences.employeesId)).where(eq(buyerEmployeePreferences.userId, userId)),
    db.select({ d: categories.description }).from(buyerCategoryPreferences).innerJoin(categories, eq(categories.id, buyerCategoryPreferences.categoryId)).where(eq(buyerCategoryPreferences.userId, userId)),
    db.select({ d: keyAssets.description }).from(buyerAssetPreferences).innerJoin(keyAssets, eq(keyAssets.id, buyerAssetPreferences.assetId)).where(eq(buyerAssetPreferences.userId, userId)),
  ]);
  if (!prefs && !loc.length && !turn.length && !emp.length && !cat.length && !assets.length) return null;
  const names = (rows: { d: string }[]) => rows.map((r) => r.d);
  return {
    locations: names(loc),
    turnovers: names(turn),
    employees: names(emp),
    categories: names(cat),
    keyAssets: names(assets),
    keywords: prefs?.keywords ?? '',
    expressionOfInterestProfile: prefs?.expressionProfile ?? null,
  };
}

/**
 * The buyer's saved searches (issue 49), oldest first: the words, each filter (its id and what it
 * names), how new matches are mailed, when it was saved, and the posts it has found (each mailed
 * once, or put in that day's digest).
 */
async function savedSearchesOf(db: Database, userId: number) {
  const rows = await db
    .select({ id: savedSearches.id, query: savedSearches.query, filters: savedSearches.filters, delivery: savedSearches.delivery, createdAt: savedSearches.createdAt })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  if (!rows.length) return [];
  const [labels, found] = await Promise.all([
    savedSearchFilterLabels(db, rows.map((row) => row.filters)),
    db
      .select({ savedSearchId: savedSearchMatches.savedSearchId, ...postNamed, foundAt: savedSearchMatches.createdAt })
      .from(savedSearchMatches)
      .innerJoin(posts, eq(posts.id, savedSearchMatches.postId))
      .where(eq(savedSearchMatches.userId, userId))
      .orderBy(asc(savedSearchMatches.createdAt), asc(posts.id)),
  ]);
  return rows.map((row, index) => ({
    query: row.query,
    // Every filter kept, with its label's text (null for a label no longer there).
    filters: SAVED_SEARCH_FILTER_KEYS.flatMap((key) =>
      row.filters[key] === undefined ? [] : [{ filter: SAVED_SEARCH_FILTER_NAMES[key], id: row.filters[key], label: labels[index].find((shown) => shown.key === key)?.label ?? null }],
    ),
    delivery: row.delivery,
    savedAt: iso(row.createdAt),
    postsFound: found.filter((hit) => hit.savedSearchId === row.id).map(({ postReference, postHeading, foundAt }) => ({ postReference, postHeading, foundAt: iso(foundAt) })),
  }));
}

/**
 * The posts put in the buyer's daily e-mail of new matches, oldest first: the London day of the
 * e-mail, why (their criteria, a saved search of theirs, or both) and when it was sent (null until then).
 */
async function dailyDigestOf(db: Database, userId: number) {
  const rows = await db
    .select({ ...postNamed, londonDay: matchDigestEntries.londonDay, byCriteria: matchDigestEntries.byCriteria, savedSearch: savedSearches.query, addedAt: matchDigestEntries.createdAt, sentAt: matchDigestEntries.sentAt })
    .from(matchDigestEntries)
    .innerJoin(posts, eq(posts.id, matchDigestEntries.postId))
    .leftJoin(savedSearches, eq(savedSearches.id, matchDigestEntries.savedSearchId))
    .where(eq(matchDigestEntries.userId, userId))
    .orderBy(asc(matchDigestEntries.createdAt), asc(posts.id));
  return rows.map((row) => ({ ...row, addedAt: iso(row.addedAt), sentAt: iso(row.sentAt) }));
}

/** The posts on the buyer's watchlist, oldest first, with when the closing-soon reminder was sent (null until then). */
async function watchlistOf(db: Database, userId: number) {
  const rows = await db
    .select({ ...postNamed, addedAt: watchlist.createdAt, remindedAt: watchlist.remindedAt })
    .from(watchlist)
    .innerJoin(posts, eq(posts.id, watchlist.postId))
    .where(eq(watchlist.userId, userId))
    .orderBy(asc(watchlist.createdAt), asc(posts.id));
  return rows.map((row) => ({ ...row, addedAt: iso(row.addedAt), remindedAt: iso(row.remindedAt) }));
}

async function postsOf(db: Database, userId: number) {
  const own = await db.select().from(posts).where(eq(posts.createdBy, userId)).orderBy(asc(posts.createdAt), asc(posts.id));
  if (!own.length) return [];
  const periods = await db
    .select({ period: postingPeriods, invoice: invoices })
    .from(postingPeriods)
    .leftJoin(invoices, eq(invoices.periodId, postingPeriods.id))
    .where(inArray(postingPeriods.postId, own.map((p) => p.id)))
    .orderBy(asc(postingPeriods.startDate), asc(postingPeriods.id));
  return own.map((post) => ({
    id: post.id,
    reference: post.reference,
    activityHeading: post.activityHeading,
    description: post.description,
    displayHome: post.displayHome,
    adminApproved: post.adminApproved,
    sold: post.sold,
    createdAt: iso(post.createdAt),
    withdrawnAt: iso(post.withdrawnAt),
    periods: periods
      .filter((p) => p.period.postId === post.id)
      .map(({ period, invoice }) => ({
        startDate: period.startDate,
        endDate: period.endDate,
        invoiceCompanyName: period.invoiceCompanyName,
        interestedPartiesEmailed: period.interestedPartiesEmailed,
        invoice: invoice
          ? {
              id: invoice.id,
              createdAt: iso(invoice.createdAt),
              dueDate: invoice.dueDate,
              priceRate: invoice.priceRate,
              totalDays: invoice.totalDays,
              subTotal: invoice.subTotal,
              vatAmount: invoice.vatAmount,
              totalPrice: invoice.totalPrice,
            }
          : null,
      })),
  }));
}

async function interestsOf(db: Database, userId: number) {
  const rows = await db
    .select({ interest: expressionsOfInterest, reference: posts.reference, activityHeading: posts.activityHeading })
    .from(expressionsOfInterest)
    .innerJoin(posts, eq(posts.id, expressionsOfInterest.postId))
    .where(eq(expressionsOfInterest.buyerId, userId))
    .orderBy(asc(expressionsOfInterest.createdAt));
  return rows.map((r) => ({
    postReference: r.reference,
    postHeading: r.activityHeading,
    profile: r.interest.profile,
    expressedAt: iso(r.interest.createdAt),
    viewedByInsolvencyPractitioner: r.interest.viewedByInsolvency,
    connectedPartyDeclared: r.interest.connectedParty,
  }));
}

async function adminActionsOf(db: Database, userId: number) {
  const rows = await db.select().from(adminAuditLog).where(eq(adminAuditLog.adminId, userId)).orderBy(asc(adminAuditLog.createdAt), asc(adminAuditLog.id));
  return rows.map((r) => ({ action: r.action, targetType: r.targetType, targetId: r.targetId, at: iso(r.createdAt) }));
}

/** The seller's E-mail Post sends, oldest first: which post, to how many addresses (the addresses are never kept) and when. */
async function postEmailSendsOf(db: Database, userId: number) {
  const rows = await db
    .select({ ...postNamed, recipientCount: postEmailSends.recipientCount, sentAt: postEmailSends.createdAt })
    .from(postEmailSends)
    .innerJoin(posts, eq(posts.id, postEmailSends.postId))
    .where(eq(postEmailSends.senderId, userId))
    .orderBy(asc(postEmailSends.createdAt), asc(postEmailSends.id));
  return rows.map((row) => ({ ...row, sentAt: iso(row.sentAt) }));
}

/** The notification-area messages addressed to the user alone (site-wide ones are about no one), oldest first. */
async function notificationsOf(db: Database, userId: number) {
  const rows = await db
    .select({ text: notifications.text, createdAt: notifications.createdAt })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return rows.map((row) => ({ text: row.text, at: iso(row.createdAt) }));
}

/** Posts by id: the reference and heading shown beside the user's own deal-room records. */
const postNamed = { postReference: posts.reference, postHeading: posts.activityHeading };

/**
 * The user's deal-room records (issue 32): as a buyer, their NDA signatures, the seller's
 * decisions on their access, their downloads, questions and offers (every version); as a
 * seller, their standard NDA text.
 */
async function dealRoomOf(db: Database, userId: number) {
  const [standard] = await db.select().from(sellerNdaTexts).where(eq(sellerNdaTexts.userId, userId));
  const signatures = await db
    .select({ ...postNamed, acceptance: ndaAcceptances, version: ndaVersions.version })
    .from(ndaAcceptances)
    .innerJoin(posts, eq(posts.id, ndaAcceptances.postId))
    .innerJoin(ndaVersions, eq(ndaVersions.id, ndaAcceptances.ndaVersionId))
    .where(eq(ndaAcceptances.buyerId, userId))
    .orderBy(asc(ndaAcceptances.acceptedAt));
  const access = await db
    .select({ ...postNamed, access: dealRoomAccess })
    .from(dealRoomAccess)
    .innerJoin(posts, eq(posts.id, dealRoomAccess.postId))
    .where(eq(dealRoomAccess.buyerId, userId))
    .orderBy(asc(posts.id));
  const downloads = await db
    .select({ ...postNamed, documentTitle: packDocuments.title, download: packDownloads })
    .from(packDownloads)
    .innerJoin(packDocuments, eq(packDocuments.id, packDownloads.documentId))
    .innerJoin(posts, eq(posts.id, packDocuments.postId))
    .where(eq(packDownloads.userId, userId))
    .orderBy(asc(packDownloads.downloadedAt), asc(packDownloads.id));
  const questions = await db
    .select({ ...postNamed, question: dealRoomQuestions })
    .from(dealRoomQuestions)
    .innerJoin(posts, eq(posts.id, dealRoomQuestions.postId))
    .where(eq(dealRoomQuestions.buyerId, userId))
    .orderBy(asc(dealRoomQuestions.askedAt), asc(dealRoomQuestions.id));
  const offerRows = await db
    .select({ ...postNamed, offer: offers, ...offerVersionColumns })
    .from(offers)
    .innerJoin(posts, eq(posts.id, offers.postId))
    .innerJoin(offerVersions, eq(offerVersions.offerId, offers.id))
    .leftJoin(storedFiles, eq(storedFiles.id, offerVersions.proofOfFundsFileId))
    .where(eq(offers.buyerId, userId))
    .orderBy(asc(offers.id), asc(offerVersions.version));
  const offerIds = [...new Set(offerRows.map((row) => row.offer.id))];
  return {
    ndaStandardText: standard ? { text: standard.text, updatedAt: iso(standard.updatedAt) } : null,
    ndaAcceptances: signatures.map(({ postReference, postHeading, acceptance, version }) => ({
      postReference,
      postHeading,
      ndaVersion: version,
      fullName: acceptance.fullName,
      company: acceptance.company,
      position: acceptance.position,
      acceptedAt: iso(acceptance.acceptedAt),
      fromAddress: acceptance.clientAddress,
      userAgent: acceptance.userAgent,
    })),
    access: access.map(({ postReference, postHeading, access: decision }) => ({
      postReference,
      postHeading,
      approvedAt: iso(decision.approvedAt),
      revokedAt: iso(decision.revokedAt),
      revokeReason: decision.revokeReason,
    })),
    downloads: downloads.map(({ postReference, postHeading, documentTitle, download }) => ({
      postReference,
      postHeading,
      documentTitle,
      downloadedAt: iso(download.downloadedAt),
      fromAddress: download.clientAddress,
      userAgent: download.userAgent,
    })),
    questions: questions.map(({ postReference, postHeading, question }) => ({
      postReference,
      postHeading,
      question: question.question,
      askedAt: iso(question.askedAt),
      answer: question.answer,
      answeredAt: iso(question.answeredAt),
      published: question.published,
    })),
    offers: offerIds.map((id) => {
      const versions = offerRows.filter((row) => row.offer.id === id);
      const { postReference, postHeading, offer } = versions[0];
      return {
        postReference,
        postHeading,
        createdAt: iso(offer.createdAt),
        acceptedAt: iso(offer.acceptedAt),
        versions: versions.map(toOfferVersion),
      };
    }),
  };
}
