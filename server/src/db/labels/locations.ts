/** UK regions (England) and nations, plus the Crown Dependencies. */
export const LOCATIONS = [
  { id: 1, description: 'London' },
  { id: 2, description: 'South East' },
  { id: 3, description: 'South West' },
  { id: 4, description: 'East of England' },
  { id: 5, description: 'East Midlands' },
  { id: 6, description: 'West Midlands' },
  { id: 7, description: 'Yorkshire and the Humber' },
  { id: 8, description: 'North West' },
  { id: 9, description: 'North East' },
  { id: 10, description: 'Wales' },
  { id: 11, description: 'Scotland' },
  { id: 12, description: 'Northern Ireland' },
  { id: 13, description: 'Channel Islands and Isle of Man' },
] as const;
