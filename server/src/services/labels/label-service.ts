import type { ServiceContext } from '../context';
import { asc, isNull, isNotNull } from 'drizzle-orm';
import type {
  AssetLabelsResponse,
  CategoryLabel,
  CategoryLabelsResponse,
  ContactUsLabelsResponse,
  EmployeeLabel,
  EmployeeLabelsResponse,
  InterestedStatusLabelsResponse,
  LocationLabel,
  LocationLabelsResponse,
  LocationSizeLabelsResponse,
  NewPostLabelsResponse,
  RegisterLabelsResponse,
  TurnoverLabel,
  TurnoverLabelsResponse,
} from '@insolvency/shared-contracts';
import type { Database } from '../../db/client';
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
} from '../../db/schema';

function locationLabels(db: Database): Promise<LocationLabel[]> {
  return db
    .select({ locationId: locations.id, description: locations.description })
    .from(locations)
    .orderBy(asc(locations.sortOrder), asc(locations.id));
}

function employeeLabels(db: Database): Promise<EmployeeLabel[]> {
  return db
    .select({ employeesId: employeeBands.id, description: employeeBands.description })
    .from(employeeBands)
    .orderBy(asc(employeeBands.sortOrder), asc(employeeBands.id));
}

function turnoverLabels(db: Database): Promise<TurnoverLabel[]> {
  return db
    .select({ turnoverId: turnoverBands.id, description: turnoverBands.description })
    .from(turnoverBands)
    .orderBy(asc(turnoverBands.sortOrder), asc(turnoverBands.id));
}

export async function getLocationLabels({ db }: ServiceContext): Promise<LocationLabelsResponse> {
  return { locationLabels: await locationLabels(db) };
}

export async function getEmployeeLabels({ db }: ServiceContext): Promise<EmployeeLabelsResponse> {
  return { employeeFields: await employeeLabels(db) };
}

export async function getTurnoverLabels({ db }: ServiceContext): Promise<TurnoverLabelsResponse> {
  return { turnoverLabels: await turnoverLabels(db) };
}

export async function getLocationSizeLabels({ db }: ServiceContext): Promise<LocationSizeLabelsResponse> {
  const [locationList, employeeList, turnoverList] = await Promise.all([locationLabels(db), employeeLabels(db), turnoverLabels(db)]);
  return { locationLabels: locationList, employeeLabels: employeeList, turnoverLabels: turnoverList };
}

export async function getNewPostLabels({ db }: ServiceContext): Promise<NewPostLabelsResponse> {
  const [locationList, appointmentStatusLabels, tradingStatusLabels, turnoverList, employeeList] = await Promise.all([
    locationLabels(db),
    db
      .select({ businessStatusId: appointmentStatuses.id, description: appointmentStatuses.description })
      .from(appointmentStatuses)
      .orderBy(asc(appointmentStatuses.sortOrder), asc(appointmentStatuses.id)),
    db
      .select({ tradingStatusId: tradingStatuses.id, description: tradingStatuses.description })
      .from(tradingStatuses)
      .orderBy(asc(tradingStatuses.sortOrder), asc(tradingStatuses.id)),
    turnoverLabels(db),
    employeeLabels(db),
  ]);
  return {
    locationLabels: locationList,
    appointmentStatusLabels,
    tradingStatusLabels,
    turnoverLabels: turnoverList,
    employeeFields: employeeList,
  };
}

export async function getContactUsLabels({ db }: ServiceContext): Promise<ContactUsLabelsResponse> {
  const contactUsFields = await db
    .select({ contactUsId: contactUsTopics.id, description: contactUsTopics.description })
    .from(contactUsTopics)
    .orderBy(asc(contactUsTopics.sortOrder), asc(contactUsTopics.id));
  return { contactUsLabels: { contactUsFields } };
}

export async function getAssetLabels({ db }: ServiceContext): Promise<AssetLabelsResponse> {
  const assetLabels = await db
    .select({ assetId: keyAssets.id, description: keyAssets.description })
    .from(keyAssets)
    .orderBy(asc(keyAssets.sortOrder), asc(keyAssets.id));
  return { assetLabels };
}

/** Sectors with their child categories nested under them. */
export async function getNestedCategoryLabels({ db }: ServiceContext): Promise<CategoryLabelsResponse> {
  const order = [asc(categories.sortOrder), asc(categories.id)];
  const [sectors, children] = await Promise.all([
    db.select({ categoryId: categories.id, description: categories.description }).from(categories).where(isNull(categories.parentId)).orderBy(...order),
    db
      .select({ categoryId: categories.id, description: categories.description, parentId: categories.parentId })
      .from(categories)
      .where(isNotNull(categories.parentId))
      .orderBy(...order),
  ]);
  const categoryLabels: CategoryLabel[] = sectors.map((sector) => ({
    ...sector,
    childCategories: children
      .filter((child) => child.parentId === sector.categoryId)
      .map(({ categoryId, description }) => ({ categoryId, description })),
  }));
  return { categoryLabels };
}

export async function getInterestedStatusLabels({ db }: ServiceContext): Promise<InterestedStatusLabelsResponse> {
  const interestedStatusLabels = await db
    .select({ interestedStatusId: interestedStatuses.id, description: interestedStatuses.description })
    .from(interestedStatuses)
    .orderBy(asc(interestedStatuses.sortOrder), asc(interestedStatuses.id));
  return { interestedStatusLabels };
}

/** Titles and countries for both wizards; buyers also get functions, sellers capacities. */
export async function getRegisterLabels({ db }: ServiceContext, registerBuyer: boolean): Promise<RegisterLabelsResponse> {
  const [titleLabels, countryLabels] = await Promise.all([
    db.select({ titleId: titles.id, description: titles.description }).from(titles).orderBy(asc(titles.sortOrder), asc(titles.id)),
    db.select({ name: countries.name, code: countries.code }).from(countries).orderBy(asc(countries.sortOrder), asc(countries.code)),
  ]);
  if (registerBuyer) {
    const functionLabels = await db
      .select({ functionId: buyerFunctions.id, description: buyerFunctions.description })
      .from(buyerFunctions)
      .orderBy(asc(buyerFunctions.sortOrder), asc(buyerFunctions.id));
    return { titleLabels, countryLabels, functionLabels };
  }
  const capacityLabels = await db
    .select({ capacityId: capacities.id, description: capacities.description, code: capacities.code })
    .from(capacities)
    .orderBy(asc(capacities.sortOrder), asc(capacities.id));
  return { titleLabels, countryLabels, capacityLabels };
}
