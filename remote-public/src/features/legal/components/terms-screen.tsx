import { BLOCK_DAYS, INVOICE_PAYMENT_TERMS_DAYS, STANDARD_PRICE_RATE, VAT_RATE, pathFor } from '@insolvency/shared-contracts';
import { LegalPage, LegalSection } from './legal-page';
import { TextLink } from '../../../components/text-link';

const PRICE = `£${STANDARD_PRICE_RATE}`;
const VAT_PERCENT = `${Math.round(VAT_RATE * 100)}%`;

/** Terms and Conditions (route TCs, /terms-and-conditions). */
export function TermsScreen() {
  return (
    <LegalPage
      title="Terms and Conditions"
      intro={
        <p>
          These terms apply to everyone who uses Insolvency Marketplace, an online marketplace where insolvency
          practitioners in the United Kingdom advertise businesses and distressed assets for sale and where buyers
          find them. Please read them before you register. By registering or using the marketplace you agree to them.
        </p>
      }
    >
      <LegalSection number={1} title="Who we are and how to contact us">
        <p>
          Insolvency Marketplace (&quot;we&quot;, &quot;us&quot;) runs this website. You can reach us at any time through
          the <TextLink to={pathFor('ContactUs')}>Contact Us</TextLink> form.
        </p>
      </LegalSection>

      <LegalSection number={2} title="Words we use">
        <ul>
          <li>
            <strong>Insolvency Practitioner</strong> or <strong>seller</strong>: a licensed insolvency practitioner, or a
            person acting for one with their permission, who advertises on the marketplace.
          </li>
          <li>
            <strong>Interested Party</strong> or <strong>buyer</strong>: a person or business looking for businesses or
            assets to buy.
          </li>
          <li>
            <strong>Post</strong> or <strong>advert</strong>: a business or assets advertised by a seller.
          </li>
          <li>
            <strong>Expression of interest</strong>: a message from a buyer to the seller of a post.
          </li>
        </ul>
        <p>
          The marketplace is for business use. You must be at least 18 and use it for your trade, business or
          profession, or for the business you work for.
        </p>
      </LegalSection>

      <LegalSection number={3} title="Your account">
        <ul>
          <li>Give accurate and complete details when you register, and keep them up to date on your account screens.</li>
          <li>Confirm your e-mail address through the link we send you before you log in for the first time.</li>
          <li>
            Keep your password secret and do not share your account. Tell us at once if you think someone else has
            used it. You are responsible for what is done with your account.
          </li>
          <li>One account is for one person. A business may have several accounts, one for each person who uses it.</li>
        </ul>
      </LegalSection>

      <LegalSection number={4} title="Sellers: who may advertise and what you promise">
        <p>
          Only licensed insolvency practitioners, or people acting for a licensed insolvency practitioner with their
          permission, may register as sellers and post adverts. When you post an advert you confirm that:
        </p>
        <ul>
          <li>you, or the practitioner you act for, are entitled to offer the business or assets advertised;</li>
          <li>the advert is accurate, not misleading, and complies with the law and with your professional rules;</li>
          <li>you will keep it up to date and withdraw it when the business or assets are no longer available;</li>
          <li>
            you will use the details of buyers who express interest only to deal with them about that post, and will
            handle those details as the law on data protection requires.
          </li>
        </ul>
        <p>We may refuse, suspend or remove an advert that does not meet these terms.</p>
      </LegalSection>

      <LegalSection number={5} title="Fees and payment (sellers)">
        <ul>
          <li>
            Posting an advert costs {PRICE} plus VAT (currently {VAT_PERCENT}) for each period of {BLOCK_DAYS} days,
            or part of {BLOCK_DAYS} days, that it is live, unless we have agreed a different rate with you in writing.
          </li>
          <li>We send an invoice for each period. Invoices are payable within {INVOICE_PAYMENT_TERMS_DAYS} days of receipt.</li>
          <li>
            If an invoice is not paid on time we may suspend your adverts and your account until it is paid, and we may
            claim interest and compensation under the Late Payment of Commercial Debts (Interest) Act 1998.
          </li>
          <li>
            If you withdraw an advert early, the fee for the period already started is still payable. Periods that have
            not started are not charged.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={6} title="Buyers">
        <ul>
          <li>Registering as an Interested Party, receiving matching posts and expressing interest are free.</li>
          <li>
            When you express interest, the seller of that post sees your message and your contact details so that they
            can contact you.
          </li>
          <li>
            An expression of interest is not an offer and does not bind you or the seller. Any sale is agreed directly
            between you and the seller, on their terms.
          </li>
          <li>
            Make your own enquiries before you buy. Insolvency sales are often made without the warranties a seller
            would usually give.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={7} title="Our role">
        <p>
          We provide the marketplace only. We are not an agent for sellers or buyers and we are not a party to any sale.
          Sellers are responsible for their adverts: we do not check every detail and we do not guarantee that an
          advert is accurate or that any business or asset is still available.
        </p>
      </LegalSection>

      <LegalSection number={8} title="Using the marketplace fairly">
        <p>You must not:</p>
        <ul>
          <li>post anything unlawful, false, defamatory or that infringes someone else&apos;s rights;</li>
          <li>copy posts or users&apos; details in bulk, or use them to send marketing;</li>
          <li>try to get around our security, the captcha on our forms, or the limits of your account;</li>
          <li>upload or send viruses or other harmful code, or put an unreasonable load on the website.</li>
        </ul>
      </LegalSection>

      <LegalSection number={9} title="Availability and changes to the service">
        <p>
          We aim to keep the marketplace available at all times but cannot promise that it will never be interrupted,
          for example for maintenance. We may change or improve its features.
        </p>
      </LegalSection>

      <LegalSection number={10} title="Our liability">
        <ul>
          <li>
            Nothing in these terms limits our liability for death or personal injury caused by our negligence, for
            fraud, or for anything else that the law does not allow us to limit.
          </li>
          <li>
            We are not liable for loss of profit, business, goodwill or opportunity, or for any indirect loss, nor for
            the content of adverts or the acts of other users.
          </li>
          <li>
            Otherwise, our total liability to you in any year is limited to the fees you paid us in the 12 months before
            the claim arose, or £100 if that is more.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={11} title="Suspending or closing an account">
        <p>
          You may ask us to close your account at any time through the <TextLink to={pathFor('ContactUs')}>Contact Us</TextLink>{' '}
          form; fees already due remain payable. We may suspend or close an account that breaks these terms, that has
          unpaid invoices, or where we reasonably suspect misuse. We will tell you why unless the law prevents us.
        </p>
      </LegalSection>

      <LegalSection number={12} title="Your personal data">
        <p>
          Our <TextLink to={pathFor('PrivacyPolicy')}>Privacy Policy</TextLink> explains what personal data we hold, why, and your
          rights, including your right to a free copy of your data.
        </p>
      </LegalSection>

      <LegalSection number={13} title="Changes to these terms">
        <p>
          We may change these terms. We will show the date of the latest change at the top of this page and, for
          important changes, tell registered users by e-mail before they take effect. If you keep using the marketplace
          after that, the new terms apply.
        </p>
      </LegalSection>

      <LegalSection number={14} title="Law and courts">
        <p>
          These terms are governed by the law of England and Wales, and the courts of England and Wales deal with any
          dispute about them.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

export default TermsScreen;
