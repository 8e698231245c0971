export const TITLES = [
  { id: 1, description: 'Mr' },
  { id: 2, description: 'Mrs' },
  { id: 3, description: 'Miss' },
  { id: 4, description: 'Ms' },
  { id: 5, description: 'Mx' },
  { id: 6, description: 'Dr' },
  { id: 7, description: 'Prof' },
  { id: 8, description: 'Rev' },
  { id: 9, description: 'Sir' },
  { id: 10, description: 'Dame' },
  { id: 11, description: 'Lord' },
  { id: 12, description: 'Lady' },
] as const;
