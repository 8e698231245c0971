export const TRADING_STATUSES = [
  { id: 1, description: 'Trading' },
  { id: 2, description: 'Trading with restrictions' },
  { id: 3, description: 'Ceased trading' },
  { id: 4, description: 'Assets only' },
] as const;
