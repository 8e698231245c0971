import { ErrorState, LoadingState, palette } from '@insolvency/shared-ui';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { useCaptchaConfigQuery } from '@insolvency/shared-auth';
import { useHelpContactUsLabelsQuery } from '../api/help-api';
import { ContactUsForm } from './contact-us-form';
import { HelpLayout } from './help-layout';

/** Help > Contact Us (route ContactUs, /help/contactus): a message to the support team. */
export function ContactUsScreen() {
  const labels = useHelpContactUsLabelsQuery();
  const captcha = useCaptchaConfigQuery();
  const failed = labels.error ?? captcha.error;

  let body;
  if (labels.data && captcha.data) {
    body = <ContactUsForm topics={labels.data.contactUsLabels.contactUsFields.map((field) => field.description)} captchaConfig={captcha.data} />;
  } else if (failed) {
    body = (
      <ErrorState
        title="The contact form could not be loaded"
        message={apiErrorMessage(failed) ?? 'Please check your connection and try again.'}
        onRetry={() => {
          if (labels.error) void labels.refetch();
          if (captcha.error) void captcha.refetch();
        }}
      />
    );
  } else {
    body = <LoadingState label="Loading the contact form…" />;
  }

  return (
    <HelpLayout>
      <p style={{ marginTop: 0, maxWidth: 640, color: palette.textSecondary }}>
        Questions about the marketplace, your account, an advert or an invoice? Send us a message and our support team
        will reply to the e-mail address you give.
      </p>
      {body}
    </HelpLayout>
  );
}

export default ContactUsScreen;
