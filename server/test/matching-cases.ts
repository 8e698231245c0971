import { addDays, londonToday, SITE_STATUS } from '@insolvency/shared-contracts';
import { EMPLOYEE_BANDS } from '../src/db/labels/employee-bands';
import { TURNOVER_BANDS } from '../src/db/labels/turnover-bands';
import type { BuyerCriteria } from './factories/buyer-preferences';
import type { CreatePostOverrides } from './factories/posts';

const today = londonToday();
// A buyer of every band: their inbox reads the date-led index without band conditions (matching.ts).
const everyBand = { turnovers: TURNOVER_BANDS.map((band) => band.id), employees: EMPLOYEE_BANDS.map((band) => band.id) };

/*
 * The matching table (the rule: server/src/services/interest/matching.ts). Each case: a buyer's criteria, and whether the post made
 * by `post` is in their inbox. Every post is unique to its case (a unique reference and
 * heading word), so cases do not see each other's posts through keywords.
 */
export type Case = [name: string, criteria: BuyerCriteria, post: CreatePostOverrides, matches: boolean];
export const MATCHING_CASES: Case[] = [
  ['same location, turnover and employees', {}, {}, true],
  ['another location', { locations: [2] }, {}, false],
  ['one of several locations', { locations: [2, 3] }, { locationIds: [5, 3] }, true],
  ['another turnover band', { turnovers: [3] }, {}, false],
  ['another employee band', { employees: [4] }, {}, false],
  ['every band covers any band', everyBand, { turnoverId: 7, employeesId: 8 }, true],
  ['every band, another location', { ...everyBand, locations: [2] }, { turnoverId: 7, employeesId: 8 }, false],
  ['every band with a keyword', { ...everyBand, keywords: 'chandlery' }, { turnoverId: 7, employeesId: 8, activityHeading: 'A chandlery' }, true],
  ['every band but the post\'s', { ...everyBand, turnovers: TURNOVER_BANDS.map((band) => band.id).filter((id) => id !== 7) }, { turnoverId: 7, employeesId: 8 }, false],
  ['the category itself', { categories: [102] }, { primaryCategoryId: 102 }, true],
  ['a parent sector covers its children', { categories: [100] }, { primaryCategoryId: 103 }, true],
  ['an additional category counts', { categories: [205] }, { primaryCategoryId: 301, additionalCategoryIds: [205] }, true],
  ['another sector', { categories: [200] }, { primaryCategoryId: 101 }, false],
  ['a child does not cover its sector', { categories: [101] }, { primaryCategoryId: 100 }, false],
  ['keyword in the heading, any case', { keywords: 'BAKERY' }, { activityHeading: 'Artisan bakery in Leeds' }, true],
  ['keyword in the description', { keywords: 'sourdough' }, { description: '<p>Famous for its Sourdough.</p>' }, true],
  ['keyword in the reference', { keywords: 'zz-ref-77' }, { reference: 'ZZ-REF-77' }, true],
  ['one of several keywords', { keywords: 'foundry, kiln;\nwidgetry' }, { activityHeading: 'A Widgetry works' }, true],
  ['no keyword found', { keywords: 'submarine' }, {}, false],
  ['a keyword is not found in the markup', { keywords: 'nofollow' },
    { description: '<p>See <a href="https://example.com/pack" rel="noopener noreferrer nofollow" target="_blank">the pack</a>.</p>' }, false],
  ['a keyword across inline formatting', { keywords: 'tannery' }, { description: '<p>A former <strong>tan</strong>nery.</p>' }, true],
  ['an entity reads as its character', { keywords: 'm&s' }, { description: '<p>Supplier to M&amp;S since 1990.</p>' }, true],
  ['two paragraphs do not run together', { keywords: 'mill.works' }, { description: '<p>The old mill.</p><p>Works yard behind.</p>' }, false],
  ['an asset held', { assets: [5] }, { assetIds: [5, 6] }, true],
  ['no asset held', { assets: [7] }, { assetIds: [3] }, false],
  ['every criterion together', { locations: [4], turnovers: [5], employees: [6], categories: [600], keywords: 'saas', assets: [7] },
    { locationIds: [4], turnoverId: 5, employeesId: 6, primaryCategoryId: 601, activityHeading: 'SaaS platform', assetIds: [7] }, true],
  ['every criterion but one (the asset)', { locations: [4], turnovers: [5], employees: [6], categories: [600], keywords: 'saas', assets: [8] },
    { locationIds: [4], turnoverId: 5, employeesId: 6, primaryCategoryId: 601, activityHeading: 'SaaS platform', assetIds: [7] }, false],
  ['a draft is left out', {}, { status: SITE_STATUS.draft }, false],
  ['a scheduled post is left out', {}, { status: SITE_STATUS.scheduled }, false],
  ['a withdrawn post is left out', {}, { status: SITE_STATUS.withdrawn }, false],
  ['an expired post is left out', {}, { status: SITE_STATUS.expired }, false],
  ['a post starting today is in', {}, { periods: [{ startDate: today, endDate: addDays(today, 27) }] }, true],
  ['a sold post is left out', {}, { sold: true }, false],
];

