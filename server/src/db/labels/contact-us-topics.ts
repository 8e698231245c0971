export const CONTACT_US_TOPICS = [
  { id: 1, description: 'General enquiry' },
  { id: 2, description: 'Registration and logging in' },
  { id: 3, description: 'Posting a business for sale' },
  { id: 4, description: 'Expressing interest in a business' },
  { id: 5, description: 'Invoices and payments' },
  { id: 6, description: 'Technical problem' },
  { id: 7, description: 'Data protection request' },
  { id: 8, description: 'Complaint' },
] as const;
