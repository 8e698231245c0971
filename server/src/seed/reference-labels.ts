import type { Database } from '../db/client';
import {
  appointmentStatuses,
  buyerFunctions,
  capacities,
  categories,
  contactUsTopics,
  countries,
  employeeBands,
  interestedStatuses,
  keyAssets,
  locations,
  titles,
  tradingStatuses,
  turnoverBands,
} from '../db/schema';
import { APPOINTMENT_STATUSES } from '../db/labels/appointment-statuses';
import { BUYER_FUNCTIONS } from '../db/labels/buyer-functions';
import { CAPACITIES } from '../db/labels/capacities';
import { CATEGORIES } from '../db/labels/categories';
import { CONTACT_US_TOPICS } from '../db/labels/contact-us-topics';
import { COUNTRIES } from '../db/labels/countries';
import { EMPLOYEE_BANDS } from '../db/labels/employee-bands';
import { INTERESTED_STATUSES } from '../db/labels/interested-statuses';
import { KEY_ASSETS } from '../db/labels/key-assets';
import { LOCATIONS } from '../db/labels/locations';
import { TITLES } from '../db/labels/titles';
import { TRADING_STATUSES } from '../db/labels/trading-statuses';
import { TURNOVER_BANDS } from '../db/labels/turnover-bands';

const inListOrder = <T extends object>(rows: readonly T[]) => rows.map((row, sortOrder) => ({ ...row, sortOrder }));

/** Inserts every label that is missing; existing rows (possibly edited) are left alone. */
export async function seedReferenceLabels(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(titles).values(inListOrder(TITLES)).onConflictDoNothing();
    await tx.insert(countries).values(inListOrder(COUNTRIES)).onConflictDoNothing();
    await tx.insert(capacities).values(inListOrder(CAPACITIES)).onConflictDoNothing();
    await tx.insert(buyerFunctions).values(inListOrder(BUYER_FUNCTIONS)).onConflictDoNothing();
    await tx.insert(locations).values(inListOrder(LOCATIONS)).onConflictDoNothing();
    await tx.insert(turnoverBands).values(inListOrder(TURNOVER_BANDS)).onConflictDoNothing();
    await tx.insert(employeeBands).values(inListOrder(EMPLOYEE_BANDS)).onConflictDoNothing();
    await tx.insert(categories).values(inListOrder(CATEGORIES)).onConflictDoNothing();
    await tx.insert(keyAssets).values(inListOrder(KEY_ASSETS)).onConflictDoNothing();
    await tx.insert(appointmentStatuses).values(inListOrder(APPOINTMENT_STATUSES)).onConflictDoNothing();
    await tx.insert(tradingStatuses).values(inListOrder(TRADING_STATUSES)).onConflictDoNothing();
    await tx.insert(interestedStatuses).values(inListOrder(INTERESTED_STATUSES)).onConflictDoNothing();
    await tx.insert(contactUsTopics).values(inListOrder(CONTACT_US_TOPICS)).onConflictDoNothing();
  });
}
