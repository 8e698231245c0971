import type { MailContext, RenderedMail } from '../types';
import { PRODUCT_NAME, productLink, renderMail } from './layout';

export interface InterestReceivedInput {
  practitionerName: string;
  buyerName: string;
  buyerCompany: string;
  expressionId: number;
  reference: string;
  activityHeading: string;
  profile: string;
  /** The buyer's declaration of a connection to the insolvent company or its directors; null when not declared. */
  connectedParty: boolean | null;
}

function connectedPartyParagraphs(connected: boolean | null) {
  if (connected === false) return [];
  const text =
    connected === true
      ? 'They declared that they are connected to the insolvent company or its directors (a connected party).'
      : 'They have not declared whether they are connected to the insolvent company or its directors: ask them before you sell to them.';
  return [{ kind: 'paragraph' as const, text }];
}

/** Tells the practitioner who owns a post that an Interested Party expressed interest in it. */
export function interestReceivedMail(ctx: MailContext, input: InterestReceivedInput): RenderedMail {
  const heading = input.activityHeading.replace(/\s+/g, ' ').trim();
  return renderMail(ctx, `New expression of interest: ${heading} (${input.reference.trim()})`, [
    { kind: 'paragraph', text: `Dear ${input.practitionerName},` },
    { kind: 'paragraph', text: `${input.buyerName} of ${input.buyerCompany} has expressed interest in your post ${input.reference.trim()} on ${PRODUCT_NAME}:` },
    { kind: 'quote', text: input.profile },
    ...connectedPartyParagraphs(input.connectedParty),
    { kind: 'link', label: 'View the expression of interest', href: productLink(ctx, `/user/view-interest/${input.expressionId}`) },
  ]);
}
