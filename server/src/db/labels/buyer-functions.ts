/** The last one ("Other") lets the buyer describe their function in `function_other`. */
export const BUYER_FUNCTIONS = [
  { id: 1, description: 'Trade buyer' },
  { id: 2, description: 'Private equity or investor' },
  { id: 3, description: 'Turnaround specialist' },
  { id: 4, description: 'Management buy-in team' },
  { id: 5, description: 'Asset dealer or auctioneer' },
  { id: 6, description: 'Property investor' },
  { id: 7, description: 'Professional adviser acting for a client' },
  { id: 8, description: 'Other' },
] as const;
