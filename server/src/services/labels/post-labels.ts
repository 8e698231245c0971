import type { Database } from '../../db/client';
import { appointmentStatuses, categories, employeeBands, keyAssets, locations, tradingStatuses, turnoverBands } from '../../db/schema';
import type { ServiceContext } from '../context';

export interface LabelEntry {
  description: string;
  sortOrder: number;
}

/** The label sets a `Post` names its ids by, each by id. */
export interface PostLabels {
  locations: ReadonlyMap<number, LabelEntry>;
  categories: ReadonlyMap<number, LabelEntry>;
  assets: ReadonlyMap<number, LabelEntry>;
  appointmentStatuses: ReadonlyMap<number, LabelEntry>;
  tradingStatuses: ReadonlyMap<number, LabelEntry>;
  turnoverBands: ReadonlyMap<number, LabelEntry>;
  employeeBands: ReadonlyMap<number, LabelEntry>;
}

type LabelTable =
  | typeof locations
  | typeof categories
  | typeof keyAssets
  | typeof appointmentStatuses
  | typeof tradingStatuses
  | typeof turnoverBands
  | typeof employeeBands;

async function byId(db: Database, table: LabelTable): Promise<Map<number, LabelEntry>> {
  const rows = await db.select({ id: table.id, description: table.description, sortOrder: table.sortOrder }).from(table);
  return new Map(rows.map((row) => [row.id, { description: row.description, sortOrder: row.sortOrder }]));
}

async function loadPostLabels(db: Database): Promise<PostLabels> {
  // One after another: PGlite answers one query at a time anyway, and this runs once.
  return {
    locations: await byId(db, locations),
    categories: await byId(db, categories),
    assets: await byId(db, keyAssets),
    appointmentStatuses: await byId(db, appointmentStatuses),
    tradingStatuses: await byId(db, tradingStatuses),
    turnoverBands: await byId(db, turnoverBands),
    employeeBands: await byId(db, employeeBands),
  };
}

const loaded = new WeakMap<Database, Promise<PostLabels>>();

/**
 * The label sets, read once per database and kept: they are written only by the reference seed
 * when the server starts (`seedReferenceLabels`) and by migrations, never while it answers, and
 * every post list would otherwise join them again for every post (a third of the inbox page's
 * time in PostgreSQL went into those joins). A set read before the seed ran is read again.
 */
export function postLabels({ db }: ServiceContext): Promise<PostLabels> {
  let labels = loaded.get(db);
  if (!labels) {
    labels = loadPostLabels(db).then((read) => {
      if (read.locations.size === 0) loaded.delete(db);
      return read;
    });
    labels.catch(() => loaded.delete(db));
    loaded.set(db, labels);
  }
  return labels;
}

/** The ids with their descriptions in the labels' display order (sort order, then id); an id without a label is left out. */
export function labelled<T>(ids: readonly number[], labels: ReadonlyMap<number, LabelEntry>, make: (id: number, description: string) => T): T[] {
  return ids
    .filter((id) => labels.has(id))
    .sort((a, b) => labels.get(a)!.sortOrder - labels.get(b)!.sortOrder || a - b)
    .map((id) => make(id, labels.get(id)!.description));
}
