import { CAPACITY_CODE_REQUIRING_IP_NAME } from '@insolvency/shared-contracts';

export const CAPACITIES = [
  { id: 1, code: '1', description: 'Licensed Insolvency Practitioner' },
  { id: 2, code: CAPACITY_CODE_REQUIRING_IP_NAME, description: 'Acting on behalf of a named Insolvency Practitioner, with their permission' },
  { id: 3, code: '3', description: 'Official Receiver or member of the Insolvency Service' },
] as const;
