import { useCallback, useRef, useState, type ReactNode } from 'react';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { Modal } from '@insolvency/shared-ui/modal';
import { useSellerCheckDescriptionMutation } from './description-check-api';
import { stripContactDetails } from './strip-contact-details';

export const PERSONAL_DETAILS_TITLE = 'Personal Details detected';
export const DESCRIPTION_CHECK_FAILED = 'The description could not be checked. Please try again.';

interface PendingChoice {
  description: string;
  details: string[];
  save: (description: string) => Promise<void>;
}

/**
 * The description save flow (spec §4): the server looks for contact details first. When it
 * finds some, the dialog 'Personal Details detected' lists them: Yes strips them and saves,
 * No saves the text as it is and is not asked again while the text stays the same.
 * `saveChecked(description, save)` runs that flow; `dialog` is rendered by the screen;
 * `failure` is the check's own failure text, if any.
 */
export function useDescriptionCheck() {
  const [check, { isLoading: isChecking }] = useSellerCheckDescriptionMutation();
  const [pending, setPending] = useState<PendingChoice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const acceptedAsIs = useRef<string | null>(null);

  const saveChecked = useCallback(
    async (description: string, save: (description: string) => Promise<void>) => {
      setFailure(null);
      if (acceptedAsIs.current === description) return save(description);
      const result = await check({ Description: description });
      if (result.error) {
        setFailure(apiErrorMessage(result.error) ?? DESCRIPTION_CHECK_FAILED);
        return;
      }
      if (!result.data.contactDetailsDetected || result.data.contactDetails.length === 0) return save(description);
      setPending({ description, details: result.data.contactDetails, save });
    },
    [check],
  );

  const answer = (strip: boolean) => {
    if (!pending) return;
    setPending(null);
    if (!strip) acceptedAsIs.current = pending.description;
    void pending.save(strip ? stripContactDetails(pending.description, pending.details) : pending.description);
  };

  const dialog: ReactNode = (
    <Modal
      open={pending !== null}
      title={PERSONAL_DETAILS_TITLE}
      okText="Yes"
      cancelText="No"
      onOk={() => answer(true)}
      onCancel={() => answer(false)}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
    >
      <p>The description contains contact details. Remove them before saving?</p>
      <ul>
        {pending?.details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
    </Modal>
  );

  return { saveChecked, dialog, isChecking, failure };
}
