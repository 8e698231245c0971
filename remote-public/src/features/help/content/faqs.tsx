import type { ReactNode } from 'react';
import {
  BLOCK_DAYS,
  INVOICE_PAYMENT_TERMS_DAYS,
  STANDARD_PRICE_RATE,
  VAT_RATE,
  formatMoney,
  pathFor,
} from '@insolvency/shared-contracts';
import { TextLink } from '../../../components/text-link';

export interface Faq {
  /** Stable id: the question's button and answer panel ids derive from it. */
  id: string;
  question: string;
  answer: ReactNode;
}

const PRICE = `£${STANDARD_PRICE_RATE}`;
const PRICE_WITH_VAT = formatMoney(Math.round(STANDARD_PRICE_RATE * (1 + VAT_RATE) * 100) / 100);
const VAT_PERCENT = `${Math.round(VAT_RATE * 100)}%`;

/**
 * The ten questions of the Help page (spec §1 and §14: "FAQs (10 questions)"). They state
 * the commercial facts of spec §1 from the same constants the invoices use. The spec's
 * "copy of held personal data costs a 10 pound cheque" reflects the law before 2018: under
 * UK GDPR a copy is free, so the answer says so and says how.
 */
export const FAQS: readonly Faq[] = [
  {
    id: 'what-is-it',
    question: 'What is Insolvency Marketplace?',
    answer: (
      <p>
        An online marketplace in the United Kingdom where licensed insolvency practitioners advertise businesses and
        distressed assets for sale, and where buyers (Interested Parties) find opportunities that match what they are
        looking for and express their interest to the practitioner.
      </p>
    ),
  },
  {
    id: 'who-can-sell',
    question: 'Who can advertise businesses and assets?',
    answer: (
      <p>
        Only licensed insolvency practitioners, or people acting for a licensed insolvency practitioner with their
        permission. When you register as an Insolvency Practitioner you tell us in what capacity you act and, if you
        act for a practitioner, their name.
      </p>
    ),
  },
  {
    id: 'advert-cost',
    question: 'How much does it cost to post an advert?',
    answer: (
      <p>
        Posting an advert costs {PRICE} plus VAT ({VAT_PERCENT}, so {PRICE_WITH_VAT} in total) for each period of{' '}
        {BLOCK_DAYS} days that the advert is live. An advert that runs for longer is charged another {PRICE} plus VAT
        for each further {BLOCK_DAYS} days or part of {BLOCK_DAYS} days.
      </p>
    ),
  },
  {
    id: 'invoices',
    question: 'When do I have to pay an invoice?',
    answer: (
      <p>
        Invoices are payable within {INVOICE_PAYMENT_TERMS_DAYS} days of receipt. You can see the invoices for each of
        your posts on the post&apos;s page in the seller area.
      </p>
    ),
  },
  {
    id: 'buyer-cost',
    question: 'Does it cost anything to register as a buyer?',
    answer: (
      <p>
        No. Registering as an Interested Party is free, and so is receiving the posts that match your preferences and
        expressing interest in them. <TextLink to={pathFor('RegisterBuyer')}>Register as an Interested Party</TextLink>.
      </p>
    ),
  },
  {
    id: 'matching-posts',
    question: 'How do I choose which posts I receive?',
    answer: (
      <p>
        When you register as an Interested Party you choose the locations, turnover bands and numbers of employees you
        are interested in, and optionally business categories, keywords and types of asset. Your Posting Inbox then
        shows the posts that match, and you can change your preferences at any time from your account menu.
      </p>
    ),
  },
  {
    id: 'express-interest',
    question: 'How do I express interest in a post?',
    answer: (
      <p>
        Open a post that is For Sale and choose Express Interest. Write a short message about yourself or your
        company and what interests you, then send it. You can express interest in each post once; the posts you have
        expressed interest in are listed under Expressions of Interest.
      </p>
    ),
  },
  {
    id: 'after-interest',
    question: 'What happens after I express interest?',
    answer: (
      <p>
        The insolvency practitioner who posted the advert reviews the expressions of interest and sees your message
        and your contact details, so that they can get in touch with you directly. Any sale is between you and the
        practitioner: Insolvency Marketplace is not a party to it.
      </p>
    ),
  },
  {
    id: 'personal-data',
    question: 'How can I get a copy of the personal data you hold about me?',
    answer: (
      <p>
        It is free. When you are logged in, use Download my data on your account screens (Account Details) to download
        everything we hold about you straight away. You can also ask our support team through the{' '}
        <TextLink to={pathFor('ContactUs')}>Contact Us</TextLink> form; we answer within one month. See our{' '}
        <TextLink to={pathFor('PrivacyPolicy')}>Privacy Policy</TextLink> for your other rights.
      </p>
    ),
  },
  {
    id: 'cannot-log-in',
    question: 'I cannot log in. What should I do?',
    answer: (
      <p>
        If you have forgotten your password, use <TextLink to={pathFor('ForgotPass')}>Forgot Password</TextLink> on the Login
        page and follow the link in the e-mail we send you. If you have just registered, confirm your e-mail address
        first through the link in our confirmation e-mail (check your spam or junk folder). If that does not help,{' '}
        <TextLink to={pathFor('ContactUs')}>contact us</TextLink>.
      </p>
    ),
  },
];
