import { ROLES, type Role } from '@insolvency/shared-contracts';

export const DEMO_PASSWORD = 'Demo1234';

export interface DemoAccount {
  key: string;
  role: Role;
  email1: string;
  email2?: string;
  titleId: number;
  forenames: string;
  surname: string;
  position: string;
  company: string;
  capacityId?: number;
  ipName?: string;
  functionId?: number;
  customPriceRate?: number;
  address: {
    addressLine1: string;
    addressLine2?: string;
    townCity: string;
    county?: string;
    postcode: string;
    telephone: string;
    mobile?: string;
  };
}

/** Telephone numbers are from Ofcom's ranges reserved for drama, so none reaches a real line. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'admin',
    role: ROLES.admin,
    email1: 'admin@example.com',
    titleId: 4,
    forenames: 'Priya',
    surname: 'Shah',
    position: 'Platform Administrator',
    company: 'Insolvency Marketplace Ltd',
    address: { addressLine1: '1 Finsbury Avenue', townCity: 'London', postcode: 'EC2M 2PF', telephone: '020 7946 0012' },
  },
  {
    key: 'seller',
    role: ROLES.seller,
    email1: 'seller@example.com',
    email2: 'helen.marsh@example.com',
    titleId: 2,
    forenames: 'Helen',
    surname: 'Marsh',
    position: 'Partner and Licensed Insolvency Practitioner',
    company: 'Marsh Kendall Restructuring LLP',
    capacityId: 1,
    address: {
      addressLine1: '3 Park Square East',
      townCity: 'Leeds',
      county: 'West Yorkshire',
      postcode: 'LS1 2NE',
      telephone: '0113 496 0345',
      mobile: '07700 900123',
    },
  },
  {
    key: 'sellerActingForIp',
    role: ROLES.seller,
    email1: 'james.whitfield@example.com',
    titleId: 1,
    forenames: 'James',
    surname: 'Whitfield',
    position: 'Insolvency Manager',
    company: 'Okafor & Dunn Insolvency Ltd',
    capacityId: 2,
    ipName: 'Sarah Okafor',
    address: {
      addressLine1: '55 Colmore Row',
      townCity: 'Birmingham',
      county: 'West Midlands',
      postcode: 'B3 2AA',
      telephone: '0121 496 0781',
    },
  },
  {
    key: 'sellerWithCustomRate',
    role: ROLES.seller,
    email1: 'fiona.mcleod@example.com',
    titleId: 3,
    forenames: 'Fiona',
    surname: 'McLeod',
    position: 'Director',
    company: 'Caledonian Recovery Partners',
    capacityId: 1,
    customPriceRate: 295,
    address: {
      addressLine1: '120 St Vincent Street',
      townCity: 'Glasgow',
      postcode: 'G2 5HF',
      telephone: '0141 496 0233',
      mobile: '07700 900456',
    },
  },
  {
    key: 'buyer',
    role: ROLES.buyer,
    email1: 'buyer@example.com',
    titleId: 1,
    forenames: 'Tom',
    surname: 'Reilly',
    position: 'Acquisitions Director',
    company: 'Northgate Capital Partners',
    functionId: 2,
    address: {
      addressLine1: '10 Spinningfields Square',
      addressLine2: 'Hardman Street',
      townCity: 'Manchester',
      county: 'Greater Manchester',
      postcode: 'M3 3EB',
      telephone: '0161 496 0570',
      mobile: '07700 900789',
    },
  },
  {
    key: 'tradeBuyer',
    role: ROLES.buyer,
    email1: 'amira.hussain@example.com',
    titleId: 4,
    forenames: 'Amira',
    surname: 'Hussain',
    position: 'Managing Director',
    company: 'Hussain Foods Ltd',
    functionId: 1,
    address: {
      addressLine1: 'Unit 4, Valley Road Business Park',
      townCity: 'Bradford',
      county: 'West Yorkshire',
      postcode: 'BD1 4AA',
      telephone: '01632 960184',
    },
  },
  {
    key: 'assetBuyer',
    role: ROLES.buyer,
    email1: 'david.evans@example.com',
    titleId: 1,
    forenames: 'David',
    surname: 'Evans',
    position: 'Owner',
    company: 'Evans Industrial Auctions',
    functionId: 5,
    address: {
      addressLine1: '22 Tyndall Street',
      townCity: 'Cardiff',
      postcode: 'CF10 4BB',
      telephone: '029 2018 0344',
    },
  },
  {
    key: 'turnaroundBuyer',
    role: ROLES.buyer,
    email1: 'grace.oconnor@example.com',
    titleId: 6,
    forenames: 'Grace',
    surname: "O'Connor",
    position: 'Turnaround Partner',
    company: 'Lagan Turnaround Advisers',
    functionId: 3,
    address: {
      addressLine1: '8 Donegall Square North',
      townCity: 'Belfast',
      county: 'County Antrim',
      postcode: 'BT1 5GB',
      telephone: '028 9018 0765',
    },
  },
];
