/** How actively an Interested Party is looking to acquire. */
export const INTERESTED_STATUSES = [
  { id: 1, description: 'Actively seeking acquisitions' },
  { id: 2, description: 'Monitoring the market' },
  { id: 3, description: 'Seeking specific assets only' },
  { id: 4, description: 'Advising a client' },
] as const;
