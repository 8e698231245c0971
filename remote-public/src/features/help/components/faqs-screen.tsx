import { FAQS } from '../content/faqs';
import { FaqAccordion } from './faq-accordion';
import { HelpLayout } from './help-layout';

/** Help > FAQs (route Help, /help/faqs): ten questions and answers (spec §1). */
export function FaqsScreen() {
  return (
    <HelpLayout>
      <FaqAccordion items={FAQS} />
    </HelpLayout>
  );
}

export default FaqsScreen;
