import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '../../errors';
import type { ServiceContext } from '../context';

/** Field problems collected before answering one 400 with all of them. */
export type FieldErrors = Record<string, string[]>;

export function addError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** The ids of `wanted` that `column` of `table` does not hold. */
export async function unknownIds(ctx: ServiceContext, table: PgTable, column: AnyPgColumn, wanted: readonly number[]): Promise<number[]> {
  if (!wanted.length) return [];
  const found = await ctx.db.select({ id: column }).from(table).where(inArray(column, [...wanted]));
  const known = new Set(found.map((row) => Number(row.id)));
  return wanted.filter((id) => !known.has(id));
}

export const unknownChoice = (label: string) => `${label} is not one of the choices offered`;

/** One chosen list: `[field, label, table, its id column, the ids sent]`. */
export type ChoiceList = readonly [string, string, PgTable, AnyPgColumn, readonly number[]];

/** Adds an error for each list holding ids its label table does not know. */
export async function checkChoices(ctx: ServiceContext, lists: readonly ChoiceList[], errors: FieldErrors): Promise<void> {
  for (const [field, label, table, column, ids] of lists) {
    const unknown = await unknownIds(ctx, table, column, ids);
    if (unknown.length) addError(errors, field, `${unknownChoice(label)}: ${unknown.join(', ')}`);
  }
}

/** 400 with every field problem, the first as the message; nothing when there is none. */
export function refuseIfAny(errors: FieldErrors): void {
  const fields = Object.keys(errors);
  if (fields.length) throw new AppError(400, errors[fields[0]][0], { errors });
}
