export const APPOINTMENT_STATUSES = [
  { id: 1, description: 'Administration' },
  { id: 2, description: 'Pre-pack Administration' },
  { id: 3, description: 'Compulsory Liquidation' },
  { id: 4, description: "Creditors' Voluntary Liquidation (CVL)" },
  { id: 5, description: "Members' Voluntary Liquidation (MVL)" },
  { id: 6, description: 'Receivership (LPA / Fixed Charge)' },
  { id: 7, description: 'Administrative Receivership' },
  { id: 8, description: 'Company Voluntary Arrangement (CVA)' },
  { id: 9, description: 'Bankruptcy' },
  { id: 10, description: 'Sequestration (Scotland)' },
  { id: 11, description: 'Provisional Liquidation' },
] as const;
