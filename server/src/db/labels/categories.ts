/**
 * Sectors and their child categories. A sector's id is a multiple of 100 and its children
 * follow it, so ids stay stable when a child is added to a sector.
 */
export const CATEGORY_TREE = [
  { id: 100, description: 'Manufacturing', children: ['Food and drink production', 'Engineering and metalwork', 'Textiles and clothing', 'Printing and packaging', 'Plastics and chemicals', 'Furniture and joinery'] },
  { id: 200, description: 'Retail', children: ['Food and convenience', 'Fashion and footwear', 'Home and garden', 'Online retail', 'Specialist retail'] },
  { id: 300, description: 'Hospitality and Leisure', children: ['Restaurants and cafés', 'Pubs and bars', 'Hotels and guest houses', 'Gyms and leisure centres', 'Events and venues'] },
  { id: 400, description: 'Construction and Property', children: ['Building contractors', 'Civil engineering', 'Property development', 'Specialist trades', 'Building supplies'] },
  { id: 500, description: 'Transport and Logistics', children: ['Road haulage', 'Warehousing and storage', 'Couriers and delivery', 'Passenger transport'] },
  { id: 600, description: 'Technology and Media', children: ['Software and SaaS', 'IT services and support', 'Digital and marketing agencies', 'Publishing and print media', 'Telecommunications'] },
  { id: 700, description: 'Health and Social Care', children: ['Care homes', 'Dental and medical practices', 'Pharmacies', 'Domiciliary care'] },
  { id: 800, description: 'Professional Services', children: ['Recruitment and staffing', 'Accountancy and legal', 'Consultancy', 'Facilities management'] },
  { id: 900, description: 'Wholesale and Distribution', children: ['Food and drink wholesale', 'Industrial supplies', 'Consumer goods distribution'] },
  { id: 1000, description: 'Automotive', children: ['Car dealerships', 'Vehicle repair and servicing', 'Parts and accessories'] },
  { id: 1100, description: 'Agriculture and Food', children: ['Farming', 'Horticulture and nurseries', 'Food processing'] },
  { id: 1200, description: 'Energy and Environment', children: ['Renewable energy', 'Waste management and recycling', 'Environmental services'] },
  { id: 1300, description: 'Education and Training', children: ['Nurseries and childcare', 'Independent schools', 'Training providers'] },
] as const;

export interface CategoryRow {
  id: number;
  parentId: number | null;
  description: string;
}

/** The tree flattened to table rows: each sector followed by its children. */
export const CATEGORIES: readonly CategoryRow[] = CATEGORY_TREE.flatMap((sector) => [
  { id: sector.id, parentId: null, description: sector.description },
  ...sector.children.map((description, index) => ({ id: sector.id + index + 1, parentId: sector.id, description })),
]);
