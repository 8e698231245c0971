import type { Post } from '../posts';
import type { PostTeaser } from '../post-teasers';

/** A complete `Post` as the API answers it, For Sale, with the given fields replaced. Tests only. */
export function buildPost(businessId: number, fields: Partial<Post> = {}): Post {
  return {
    businessId,
    reference: `REF-${businessId}`,
    activityHeading: `Business ${businessId}`,
    siteStatus: 'For Sale',
    approved: true,
    adminApproved: true,
    createdBy: 42,
    createdByName: 'Sam Seller',
    createdByCompany: 'Seller & Co LLP',
    creationDate: '2026-02-01T09:00:00Z',
    activeStartDate: ['2026-03-01'],
    activeEndDate: ['2026-03-28'],
    businessStatus: 'Administration',
    businessStatusID: 1,
    tradingStatus: 'Trading',
    tradingStatusID: 1,
    locations: [{ locationId: 1, description: 'London' }],
    turnover: 'Up to £250,000',
    turnoverID: 2,
    employee: '10 - 49',
    employeeID: 2,
    displayHome: true,
    primaryCategory: [{ categoryId: 5, description: 'Manufacturing' }],
    categories: [],
    assets: [],
    description: '<p>A going concern.</p>',
    hasExpressedInterest: false,
    expressionsOfInterest: [],
    invoice: [],
    ...fields,
  };
}

/** A live post's teaser (post-teasers.ts), `fields` replacing its values. */
export function buildPostTeaser(fields: Partial<PostTeaser> = {}): PostTeaser {
  return {
    businessId: 12,
    reference: 'BAKE-12',
    activityHeading: 'Bakery chain in administration',
    locations: ['Yorkshire and the Humber', 'North East'],
    sector: 'Food and drink',
    turnover: '£1m to £5m',
    employees: '11 to 50',
    startDate: '2026-11-20',
    endDate: '2026-12-17',
    firm: 'Begbies & Partners LLP',
    ...fields,
  };
}
