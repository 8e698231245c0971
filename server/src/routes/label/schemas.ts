import { z } from 'zod';
import type {
  AssetLabelsResponse,
  CategoryLabelsResponse,
  ContactUsLabelsResponse,
  EmployeeLabelsResponse,
  InterestedStatusLabelsResponse,
  LocationLabelsResponse,
  LocationSizeLabelsResponse,
  NewPostLabelsResponse,
  RegisterLabelsResponse,
  TurnoverLabelsResponse,
} from '@insolvency/shared-contracts';

/** Response schemas of `GET /api/label/...`, for the OpenAPI document. */

export const REGISTER_BUYER_MESSAGE = 'registerBuyer must be true or false';

export const registerLabelsQuerySchema = z.object({
  registerBuyer: z.enum(['true', 'false'], { message: REGISTER_BUYER_MESSAGE }).transform((value) => value === 'true'),
});

/** `{<idKey>: number, description: string}`, the shape of every label. */
export const labelOf = <Key extends string>(idKey: Key) => z.object({ [idKey]: z.number(), description: z.string() } as Record<Key, z.ZodNumber> & { description: z.ZodString });

const locationLabel = labelOf('locationId');
const employeeLabel = labelOf('employeesId');
const turnoverLabel = labelOf('turnoverId');

export const locationLabelsSchema = z.object({ locationLabels: z.array(locationLabel) }) satisfies z.ZodType<LocationLabelsResponse>;
export const employeeLabelsSchema = z.object({ employeeFields: z.array(employeeLabel) }) satisfies z.ZodType<EmployeeLabelsResponse>;
export const turnoverLabelsSchema = z.object({ turnoverLabels: z.array(turnoverLabel) }) satisfies z.ZodType<TurnoverLabelsResponse>;
export const locationSizeLabelsSchema = z.object({
  locationLabels: z.array(locationLabel),
  employeeLabels: z.array(employeeLabel),
  turnoverLabels: z.array(turnoverLabel),
}) satisfies z.ZodType<LocationSizeLabelsResponse>;
export const newPostLabelsSchema = z.object({
  locationLabels: z.array(locationLabel),
  appointmentStatusLabels: z.array(labelOf('businessStatusId')),
  tradingStatusLabels: z.array(labelOf('tradingStatusId')),
  turnoverLabels: z.array(turnoverLabel),
  employeeFields: z.array(employeeLabel),
}) satisfies z.ZodType<NewPostLabelsResponse>;
export const contactUsLabelsSchema = z.object({
  contactUsLabels: z.object({ contactUsFields: z.array(labelOf('contactUsId')) }),
}) satisfies z.ZodType<ContactUsLabelsResponse>;
export const assetLabelsSchema = z.object({ assetLabels: z.array(labelOf('assetId')) }) satisfies z.ZodType<AssetLabelsResponse>;
export const categoryLabelsSchema = z.object({
  categoryLabels: z.array(labelOf('categoryId').extend({ childCategories: z.array(labelOf('categoryId')) })),
}) satisfies z.ZodType<CategoryLabelsResponse>;
export const interestedStatusLabelsSchema = z.object({
  interestedStatusLabels: z.array(labelOf('interestedStatusId')),
}) satisfies z.ZodType<InterestedStatusLabelsResponse>;
export const registerLabelsSchema = z.object({
  titleLabels: z.array(labelOf('titleId')),
  countryLabels: z.array(z.object({ name: z.string(), code: z.string() })),
  capacityLabels: z.array(labelOf('capacityId').extend({ code: z.string() })).optional(),
  functionLabels: z.array(labelOf('functionId')).optional(),
}) satisfies z.ZodType<RegisterLabelsResponse>;
