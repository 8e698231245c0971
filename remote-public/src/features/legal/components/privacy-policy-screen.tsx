import { pathFor } from '@insolvency/shared-contracts';
import { useCaptchaConfigQuery } from '@insolvency/shared-auth';
import { palette } from '@insolvency/shared-ui';
import { LegalPage, LegalSection } from './legal-page';
import { TextLink } from '../../../components/text-link';

/**
 * What the Contact Us form's spam check involves: the self-hosted ALTCHA by default, Google
 * reCAPTCHA when the operator configures it (the server says which).
 */
function CaptchaNotice() {
  const { data } = useCaptchaConfigQuery();
  if (data?.provider === 'recaptcha') {
    return (
      <p>
        The Contact Us form is protected by Google reCAPTCHA. When you use the form, Google receives information about
        your browser and how you use the check, and may set its own cookies, under{' '}
        <a href="https://policies.google.com/privacy" rel="noopener noreferrer" style={{ color: palette.primary }}>
          Google&apos;s Privacy Policy
        </a>
        . We use it only to keep spam out of our support mailbox (our legitimate interest).
      </p>
    );
  }
  return (
    <p>
      The spam check on the Contact Us form is a small calculation done by your browser. It sets no cookies and sends
      nothing to anyone else.
    </p>
  );
}

/**
 * Privacy Policy (route PrivacyPolicy, /privacy-policy), under UK GDPR and the Data
 * Protection Act 2018. The spec's "a copy of held personal data costs a 10 pound cheque"
 * reflects the law before 2018: a copy is free, through Download my data or support.
 */
export function PrivacyPolicyScreen() {
  const contactUs = <TextLink to={pathFor('ContactUs')}>Contact Us</TextLink>;
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal data Insolvency Marketplace holds about you, why we hold it, how long we
          keep it and what your rights are under the UK General Data Protection Regulation (UK GDPR) and the Data
          Protection Act 2018.
        </p>
      }
    >
      <LegalSection number={1} title="Who is responsible for your data">
        <p>
          Insolvency Marketplace (&quot;we&quot;, &quot;us&quot;) is the data controller for the personal data processed
          through this website. For any question about your data, or to use any of your rights, write to us through the{' '}
          {contactUs} form.
        </p>
        <p>
          When you express interest in a post, the insolvency practitioner who posted it receives your details and is
          responsible for how they use them from then on.
        </p>
      </LegalSection>

      <LegalSection number={2} title="What we hold">
        <ul>
          <li>
            <strong>Account details</strong>: your title, name, e-mail addresses, company, position, postal address,
            telephone and mobile numbers; for buyers, your business function; for sellers, the capacity in which you act
            and the name of the insolvency practitioner you act for.
          </li>
          <li>
            <strong>Your password</strong>, stored only in a scrambled (hashed) form that nobody, including us, can read.
          </li>
          <li>
            <strong>Buyer preferences</strong>: the locations, turnover and employee bands, business categories,
            keywords and types of asset you choose, and the searches you save (their words, filters and how new
            matches are e-mailed to you).
          </li>
          <li>
            <strong>Activity</strong>: the posts you advertise, your expressions of interest and their messages, the
            invoices for your posts, your watchlist, the posts put in your daily e-mail, how many addresses you e-mailed
            each of your posts to (never the addresses), the messages shown to you alone in the notification area, and
            the days on which you opened someone else&apos;s post (its seller sees only how many users opened it, never
            who).
          </li>
          <li>
            <strong>Checks on buyers in a sale</strong>: when you make an offer in a deal room, where the money for the
            purchase comes from, whether you or an owner of your company are a politically exposed person, the
            beneficial owners you confirm, and the practitioner&apos;s record of how your identity was verified (the
            method, the type of document, when and by whom) and of the evidence of your funds (customer due diligence).
          </li>
          <li>
            <strong>Messages</strong> you send us through the Contact Us form: your name, reply-to e-mail address, the
            topic and the message.
          </li>
          <li>
            <strong>E-mail delivery records</strong>: whether e-mails to your addresses bounced or were blocked, so that
            we can stop sending them and tell you.
          </li>
          <li>
            <strong>Technical records</strong>: the IP address, time and page of requests to our server, kept for
            security and to prevent abuse.
          </li>
        </ul>
      </LegalSection>

      <LegalSection number={3} title="Why we use it, and our lawful bases">
        <ul>
          <li>
            <strong>To provide the marketplace to you (contract)</strong>: running your account, showing buyers the posts
            that match their preferences, passing expressions of interest to sellers, invoicing sellers, and sending the
            e-mails the service needs (confirming your address, resetting your password).
          </li>
          <li>
            <strong>To meet legal obligations</strong>: keeping accounting and tax records, and answering lawful requests
            from authorities.
          </li>
          <li>
            <strong>For our legitimate interests</strong>: keeping the marketplace secure, preventing fraud and spam,
            checking that sellers are entitled to advertise, and answering your enquiries. We only rely on this where
            our interests are not outweighed by yours.
          </li>
        </ul>
        <p>We do not sell your data, we do not use it for advertising, and we do not make automated decisions about you that have legal or similarly significant effects.</p>
      </LegalSection>

      <LegalSection number={4} title="Who we share it with">
        <ul>
          <li>
            <strong>Sellers</strong>: when you express interest in a post, its seller sees your name, company, contact
            details and message.
          </li>
          <li>
            <strong>Our service providers</strong>, such as the companies that host the website and deliver our e-mail,
            who act only on our instructions and under contracts that protect your data.
          </li>
          <li>
            <strong>Professional advisers and authorities</strong>, where the law requires it or to establish or defend
            legal claims.
          </li>
        </ul>
        <p>
          If a service provider processes data outside the United Kingdom, we make sure it is protected as UK law
          requires, for example by UK adequacy regulations or the International Data Transfer Agreement.
        </p>
      </LegalSection>

      <LegalSection number={5} title="How long we keep it">
        <ul>
          <li>Account details, preferences and expressions of interest: while your account is open, and deleted within 12 months after it is closed.</li>
          <li>Invoices and the records behind them: 6 years after the end of the financial year they belong to, as tax law requires.</li>
          <li>
            Customer due diligence records of a sale (the checks on buyers above): 5 years after the sale is completed,
            as regulation 40 of the Money Laundering, Terrorist Financing and Transfer of Funds (Information on the
            Payer) Regulations 2017 requires.
          </li>
          <li>Messages sent through the Contact Us form: 2 years.</li>
          <li>Technical records of requests: 90 days, unless we need them to investigate misuse.</li>
          <li>Password reset and e-mail confirmation links: they stop working after use or when they expire.</li>
        </ul>
      </LegalSection>

      <LegalSection number={6} title="Your rights">
        <p>You have the right to:</p>
        <ul>
          <li>
            <strong>get a copy of your data, free of charge</strong>. When you are logged in, use{' '}
            <strong>Download my data</strong> on your account screens (Account Details) to download everything we hold
            about you at once, in a machine-readable file. You can also ask our support team through the {contactUs}{' '}
            form. We answer requests within one month;
          </li>
          <li>have inaccurate data corrected: you can change most details yourself on your account screens;</li>
          <li>have your data deleted, or its use restricted, where the law allows;</li>
          <li>object to our use of your data based on our legitimate interests;</li>
          <li>receive your data in a portable form (the download above) and have it passed to another organisation.</li>
        </ul>
        <p>
          Using your rights is free. We may only charge a reasonable fee, or refuse, if a request is clearly unfounded
          or excessive, and we will tell you why. We may ask you to prove who you are before we answer.
        </p>
      </LegalSection>

      <LegalSection number={7} title="Cookies and storage in your browser">
        <p>
          We do not use advertising or tracking cookies, and we use no analytics. When you log in, we keep your session
          (an access token and a refresh token) in your browser&apos;s local storage so that you stay logged in while you
          use the marketplace; they are removed when you log out. This storage is strictly necessary for the service, so
          it does not need your consent.
        </p>
        <CaptchaNotice />
      </LegalSection>

      <LegalSection number={8} title="Keeping your data safe">
        <p>
          Our website is served over an encrypted connection, passwords are stored only in hashed form, and access to
          personal data is limited to the people who need it to run the marketplace.
        </p>
      </LegalSection>

      <LegalSection number={9} title="Complaints">
        <p>
          If you are unhappy with how we handle your data, please tell us first through the {contactUs} form so that we
          can put it right. You also have the right to complain to the Information Commissioner&apos;s Office (ICO), the
          UK&apos;s data protection regulator: at{' '}
          <a href="https://ico.org.uk/make-a-complaint/" rel="noopener noreferrer" style={{ color: palette.primary }}>
            ico.org.uk/make-a-complaint
          </a>{' '}
          or by telephone on 0303 123 1113.
        </p>
      </LegalSection>

      <LegalSection number={10} title="Changes to this policy">
        <p>
          We will show the date of the latest change at the top of this page and tell registered users by e-mail about
          important changes.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

export default PrivacyPolicyScreen;
