import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { CDD_OFF_REASON_MAX_LENGTH, NDA_TEXT_MAX_LENGTH, type SellerDealRoom } from '@insolvency/shared-contracts/deal-room';
import { dealRoomSettingsRequestSchema } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { Button, theme } from '@insolvency/shared-ui/base';
import { CheckboxField, RadioGroupField } from '@insolvency/shared-ui/choices';
import { Alert } from '@insolvency/shared-ui/feedback';
import { applyServerFieldErrors } from '@insolvency/shared-ui/forms';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { useSellerSaveDealRoomMutation } from '../api/deal-room-workspace-api';
import { StandardNdaTextEditor } from './standard-nda-text';

export const SETTINGS_TAB_TEXTS = {
  settingsSaved: 'Deal room settings saved',
  saveFailed: 'The settings could not be saved. Please try again.',
  frozen: 'A buyer has accepted this version: a changed text becomes the next version, which only later buyers sign.',
} as const;

const PACK_RELEASE_OPTIONS = [
  { value: 'automatic', label: 'Once the buyer accepts the NDA (at once without one)' },
  { value: 'on_approval', label: 'Only when I approve each buyer' },
] as const;

type SettingsForm = z.input<typeof dealRoomSettingsRequestSchema>;

/** Whether buyers sign an NDA, its text for this post, and how the pack is released. */
function NdaSettingsForm({ room }: { room: SellerDealRoom }) {
  const { token } = theme.useToken();
  const [save, { data: saved, error, isLoading }] = useSellerSaveDealRoomMutation();
  const { control, handleSubmit, setError, watch } = useForm<SettingsForm, unknown, z.output<typeof dealRoomSettingsRequestSchema>>({
    resolver: zodResolver(dealRoomSettingsRequestSchema),
    // `values`, not defaultValues: the screen may first draw a cached answer and then the fresh one
    // (settings saved on the edit screen meanwhile); what the seller has typed is kept.
    values: { NdaRequired: room.ndaRequired, NdaText: room.nda?.text ?? '', PackRelease: room.packRelease, CddRequired: room.cddRequired, CddOffReason: room.cddOffReason ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  const submit = handleSubmit(async (body) => {
    const result = await save({ id: room.postId, body });
    if ('error' in result) applyServerFieldErrors(setError, result.error, ['NdaRequired', 'NdaText', 'PackRelease', 'CddRequired', 'CddOffReason']);
  });
  return (
    <form noValidate aria-label="Deal room settings" onSubmit={submit}>
      <CheckboxField control={control} name="NdaRequired" label="Buyers must accept a non-disclosure agreement" />
      <TextAreaField
        control={control}
        name="NdaText"
        label="NDA text for this post"
        hint="(optional)"
        rows={8}
        softMaxLength={NDA_TEXT_MAX_LENGTH}
        help={room.nda ? `Version ${room.nda.version}. ${room.ndaFrozen ? SETTINGS_TAB_TEXTS.frozen : ''}` : 'Leave empty to use your standard NDA text.'}
      />
      <RadioGroupField control={control} name="PackRelease" label="Release the information pack" options={PACK_RELEASE_OPTIONS} />
      <CheckboxField control={control} name="CddRequired" label="Customer due diligence on a buyer is complete before I accept their offer" />
      {watch('CddRequired') === false ? (
        <TextAreaField
          control={control}
          name="CddOffReason"
          label="Why it is not needed for this sale"
          help="For example, a sale under the regulations' threshold. Recorded in the audit trail and the SIP 16 evidence."
          rows={3}
          softMaxLength={CDD_OFF_REASON_MAX_LENGTH}
        />
      ) : null}
      {error ? <Alert type="error" showIcon title={apiErrorMessage(error) ?? SETTINGS_TAB_TEXTS.saveFailed} style={{ marginBottom: token.marginSM }} /> : null}
      {saved ? <Alert type="success" showIcon title={SETTINGS_TAB_TEXTS.settingsSaved} style={{ marginBottom: token.marginSM }} /> : null}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        Save deal room settings
      </Button>
    </form>
  );
}

/** What Admin reads instead of the form. */
function SettingsSummary({ room }: { room: SellerDealRoom }) {
  return (
    <p style={{ margin: 0 }}>
      {room.ndaRequired ? `NDA required (version ${room.nda?.version ?? 1}).` : 'No NDA required.'}{' '}
      {room.packRelease === 'on_approval' ? 'The pack is released on approval.' : 'The pack is released once the NDA is accepted.'}{' '}
      {room.cddRequired ? 'Customer due diligence is required before an offer is accepted.' : `Customer due diligence is not required: ${room.cddOffReason ?? ''}`}
    </p>
  );
}

/**
 * The Settings tab, every setting of the deal room in one place: this post's NDA and release rule,
 * and the practitioner's standard NDA text that every post without its own text uses. Admin reads.
 */
export function SettingsTab({ room }: { room: SellerDealRoom }) {
  const { token } = theme.useToken();
  if (!room.canEdit) return <SettingsSummary room={room} />;
  return (
    <div style={{ display: 'grid', gap: token.marginLG, maxWidth: 720 }}>
      <section aria-labelledby="deal-room-post-settings">
        <h2 id="deal-room-post-settings" style={{ fontSize: token.fontSizeHeading5, margin: `0 0 ${token.marginSM}px` }}>
          This post
        </h2>
        <NdaSettingsForm room={room} />
      </section>
      <section aria-labelledby="deal-room-standard-text">
        <h2 id="deal-room-standard-text" style={{ fontSize: token.fontSizeHeading5, margin: `0 0 ${token.marginSM}px` }}>
          Your standard NDA text
        </h2>
        <StandardNdaTextEditor />
      </section>
    </div>
  );
}
