import { alias } from 'drizzle-orm/pg-core';
import type { ExpressionOfInterest } from '@insolvency/shared-contracts';
import { expressionsOfInterest, posts, users } from '../../db/schema';

/** The interested party of an expression (join on `expressionsOfInterest.buyerId`). */
export const buyers = alias(users, 'buyers');

/**
 * The columns of the `ExpressionOfInterest` contract but the post's primary category (read
 * apart: a correlated subquery per row, or one query for many posts), from
 * `expressionsOfInterest` joined to `buyers` and `posts`.
 */
export const expressionColumns = {
  expressionId: expressionsOfInterest.id,
  businessId: expressionsOfInterest.postId,
  createdAt: expressionsOfInterest.createdAt,
  forenames: buyers.forenames,
  surname: buyers.surname,
  visibleToInsolvency: expressionsOfInterest.visibleToInsolvency,
  viewedByInsolvency: expressionsOfInterest.viewedByInsolvency,
  connectedParty: expressionsOfInterest.connectedParty,
  reference: posts.reference,
  profile: expressionsOfInterest.profile,
  activityHeading: posts.activityHeading,
};

/** A row of {@link expressionColumns} plus its primary category, as the contract has it (both dates are the creation). */
export const toExpression = ({ createdAt, ...row }: { createdAt: Date } & Omit<ExpressionOfInterest, 'createdDate' | 'dateExpressed'>): ExpressionOfInterest => {
  const created = createdAt.toISOString();
  return { ...row, createdDate: created, dateExpressed: created };
};
