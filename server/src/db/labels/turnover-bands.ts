export const TURNOVER_BANDS = [
  { id: 1, description: 'Not trading / nil' },
  { id: 2, description: 'Up to £250,000' },
  { id: 3, description: '£250,000 to £500,000' },
  { id: 4, description: '£500,000 to £1 million' },
  { id: 5, description: '£1 million to £2.5 million' },
  { id: 6, description: '£2.5 million to £5 million' },
  { id: 7, description: '£5 million to £10 million' },
  { id: 8, description: '£10 million to £25 million' },
  { id: 9, description: 'Over £25 million' },
] as const;
