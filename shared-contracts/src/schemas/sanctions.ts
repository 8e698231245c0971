import { z } from 'zod';
import { idParam } from './fields';

/** `?id=` of a sanctions list version (admin/sanctions-list-confirm, admin/sanctions-list-reject). */
export const sanctionsVersionIdQuerySchema = z.object({ id: idParam('Unknown list version') });
export type SanctionsVersionIdQuery = z.input<typeof sanctionsVersionIdQuerySchema>;
