export const EMPLOYEE_BANDS = [
  { id: 1, description: 'None' },
  { id: 2, description: '1 to 5' },
  { id: 3, description: '6 to 10' },
  { id: 4, description: '11 to 25' },
  { id: 5, description: '26 to 50' },
  { id: 6, description: '51 to 100' },
  { id: 7, description: '101 to 250' },
  { id: 8, description: '251 to 500' },
  { id: 9, description: 'Over 500' },
] as const;
