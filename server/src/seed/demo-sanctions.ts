import { createReadStream } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { ROLES } from '@insolvency/shared-contracts';
import { REPO_ROOT } from '../config';
import type { AuthUser } from '../services/auth/access-tokens';
import { importListFile } from '../services/sanctions/list-import';
import { screenBuyer } from '../services/screening/screen-buyer';
import { recordScreeningDecision } from '../services/screening/screening-decisions';
import type { Database } from '../db/client';
import { buyerBeneficialOwners, screeningMatches } from '../db/schema';
import type { DemoDealRoomParties } from './demo-deal-room';
import { seedContext } from './seed-context';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The made-up UK Sanctions List (server/fixtures/sanctions): never the real list in a demo. */
export const DEMO_SANCTIONS_LIST = path.join(REPO_ROOT, 'server/fixtures/sanctions/uk-sanctions-list.xml');

/** The demo's list in force: the fixture, imported as an upload would be, so screening has a list from the first start. */
export async function seedDemoSanctionsList(db: Database, now: Date): Promise<void> {
  const { ctx } = seedContext(db, now);
  await importListFile(ctx, createReadStream(DEMO_SANCTIONS_LIST), { fileName: path.basename(DEMO_SANCTIONS_LIST), source: 'demo', importedBy: null });
}

/** The second buyer's declared owner: a name close to a designation of the fixture (CYB9001), decided not the same person. */
export const DEMO_OWNER = { name: 'Tatiana Pletishenko', country: 'United Kingdom', dateOfBirth: '1984-05-19', sharePercent: 40 };
export const DEMO_NOT_SAME_PERSON_REASON =
  'Our beneficial owner Tatiana Pletishenko was born on 19 May 1984 in Manchester (UK passport and driving licence seen on a video call); the designated person was born on 7 December 1971 and is a Russian and Kazakh national. Not the same person.';

/**
 * The demo's checks in its deal room (issue 56): buyer@example.com screened clear; the second
 * buyer declared an owner whose name is close to a designation, and the practitioner decided
 * each possible match is not the same person, with the reason. Through the services, as the
 * calls would, so the trail shows the decisions.
 */
export async function seedDemoScreening(db: Database, now: Date, parties: DemoDealRoomParties): Promise<void> {
  const { ctx, setTime } = seedContext(db, now);
  const [buyer, secondBuyer] = parties.buyers;
  setTime(new Date(now.getTime() - 3 * DAY_MS));
  await screenBuyer(ctx, buyer.id, 'nda_accepted');
  await db.insert(buyerBeneficialOwners).values({ buyerId: secondBuyer.id, ...DEMO_OWNER, createdAt: ctx.now() });
  const run = await screenBuyer(ctx, secondBuyer.id, 'details_changed');
  if (!run) return;
  const matches = await db.select({ id: screeningMatches.id }).from(screeningMatches).where(eq(screeningMatches.runId, run.runId)).orderBy(asc(screeningMatches.id));
  setTime(new Date(now.getTime() - 2 * DAY_MS));
  const seller: AuthUser = { id: parties.seller.id, role: ROLES.seller, name: parties.seller.name, sessionId: 'demo-seed' };
  for (const match of matches) {
    await recordScreeningDecision(ctx, seller, parties.postId, { BuyerId: secondBuyer.id, MatchId: match.id, Decision: 'not_same_person', Reason: DEMO_NOT_SAME_PERSON_REASON });
  }
}
