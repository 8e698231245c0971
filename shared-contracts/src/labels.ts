/** Label sets served by `GET /api/label/...` (field names as in the spec). */
export interface TitleLabel { titleId: number; description: string }
export interface CountryLabel { name: string; code: string }
export interface CapacityLabel { capacityId: number; description: string; code: string }
export interface FunctionLabel { functionId: number; description: string }
export interface InterestedStatusLabel { interestedStatusId: number; description: string }
export interface LocationLabel { locationId: number; description: string }
export interface EmployeeLabel { employeesId: number; description: string }
export interface TurnoverLabel { turnoverId: number; description: string }
export interface AssetLabel { assetId: number; description: string }
export interface ChildCategoryLabel { categoryId: number; description: string }
export interface CategoryLabel { categoryId: number; description: string; childCategories: ChildCategoryLabel[] }
export interface AppointmentStatusLabel { businessStatusId: number; description: string }
export interface TradingStatusLabel { tradingStatusId: number; description: string }
export interface ContactUsField { contactUsId: number; description: string }

/** GET label/location */
export interface LocationLabelsResponse { locationLabels: LocationLabel[] }
/** GET label/employee */
export interface EmployeeLabelsResponse { employeeFields: EmployeeLabel[] }
/** GET label/turnover */
export interface TurnoverLabelsResponse { turnoverLabels: TurnoverLabel[] }
/** GET label/contactus */
export interface ContactUsLabelsResponse { contactUsLabels: { contactUsFields: ContactUsField[] } }
/** GET label/nestedcategories */
export interface CategoryLabelsResponse { categoryLabels: CategoryLabel[] }
/** GET label/assets */
export interface AssetLabelsResponse { assetLabels: AssetLabel[] }
/** GET label/location-size */
export interface LocationSizeLabelsResponse {
  locationLabels: LocationLabel[];
  employeeLabels: EmployeeLabel[];
  turnoverLabels: TurnoverLabel[];
}
/** GET label/register?registerBuyer=true|false */
export interface RegisterLabelsResponse {
  titleLabels: TitleLabel[];
  countryLabels: CountryLabel[];
  capacityLabels?: CapacityLabel[];
  functionLabels?: FunctionLabel[];
}
/** GET label/newpost */
export interface NewPostLabelsResponse {
  locationLabels: LocationLabel[];
  appointmentStatusLabels: AppointmentStatusLabel[];
  tradingStatusLabels: TradingStatusLabel[];
  turnoverLabels: TurnoverLabel[];
  employeeFields: EmployeeLabel[];
}
/** GET label/interestedstatus */
export interface InterestedStatusLabelsResponse { interestedStatusLabels: InterestedStatusLabel[] }

/** Capacity code whose holder must name the Insolvency Practitioner (IPName). */
export const CAPACITY_CODE_REQUIRING_IP_NAME = '2';
