import type { FastifyInstance } from 'fastify';
import type { ContactUsData, ContactUsLabelsResponse } from '@insolvency/shared-contracts';
import { getContactUsLabels } from '../../services/labels/label-service';

/**
 * The answers of Contact Us's calls: the topics of Regarding through the public cache
 * (services/public-cache.ts), and the captcha the server asks for (its configuration).
 */
export async function contactUsData(app: FastifyInstance): Promise<ContactUsData> {
  const labels = await app.publicCache.get('contact-us:labels', () => getContactUsLabels(app.ctx));
  return { contactUsLabels: JSON.parse(labels.body) as ContactUsLabelsResponse, captchaConfig: app.captcha.config() };
}
