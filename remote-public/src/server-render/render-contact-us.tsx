import { pathFor, type ContactUsData, type ScreenForShellPage, type ServerRenderedPage } from '@insolvency/shared-contracts';
import { captchaApi } from '@insolvency/shared-auth';
import { helpApi } from '../features/help/api/help-api';
import { ContactUsScreen } from '../features/help/components/contact-us-screen';
import { createScreenStore, renderScreen } from '@insolvency/shared-ui/server-render';

/**
 * Help > Contact Us with its form: the topics of Regarding and the captcha the form asks for in
 * its store. The captcha's widget runs only in the browser, once the app has hydrated the form.
 */
export async function renderContactUs(data: ContactUsData, shellPage: ScreenForShellPage): Promise<ServerRenderedPage> {
  const store = createScreenStore();
  await Promise.all([
    store.dispatch(helpApi.util.upsertQueryData('helpContactUsLabels', undefined, data.contactUsLabels)),
    store.dispatch(captchaApi.util.upsertQueryData('captchaConfig', undefined, data.captchaConfig)),
  ]);
  return renderScreen('ContactUs', <ContactUsScreen />, pathFor('ContactUs'), { store, pageAntdStyleMap: shellPage.pageAntdStyleMap });
}
