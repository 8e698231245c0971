import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { DEAL_ROOM_MESSAGES, NDA_TEXT_MAX_LENGTH, PACK_RELEASES, type SellerDealRoom } from '@insolvency/shared-contracts/deal-room';
import { dealRoomSettingsRequestSchema, type DealRoomSettingsRequest } from '@insolvency/shared-contracts/schemas';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { useNotify } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { CheckboxField, RadioGroupField } from '@insolvency/shared-ui/choices';
import { applyServerFieldErrors } from '@insolvency/shared-ui/forms';
import { TextAreaField } from '@insolvency/shared-ui/text-area';
import { useSellerSaveDealRoomMutation } from '../../api/deal-room-settings-api';

/*
 * The "Deal room" group of AddPost and of the post detail edit screen (issue 32): whether buyers
 * must accept an NDA, whose text (the practitioner's standard text or one written for the post)
 * and when the information pack is released. Its own form beside the post's, so the post's
 * payload stays the spec's; it is saved with PUT seller/deal-room?id once the post exists.
 */

export const DEAL_ROOM_GROUP_TEXTS = {
  legend: 'Deal room',
  ndaRequired: 'Require a non-disclosure agreement',
  ndaRequiredHint: 'Buyers accept it on the post before they see the information pack.',
  textSource: 'NDA text',
  standardText: 'Use my standard text',
  postText: 'Write a text for this post',
  text: 'NDA text for this post',
  release: 'Release the pack',
  frozen: 'A buyer has accepted this version: a changed text becomes the next version, which only later buyers sign.',
  /** Shown when the post was saved and its deal-room settings were not (the second call failed). */
  notSaved: (message: string) => `The post was saved, but its deal room settings were not: ${message} Set them again in the Deal Room section of the post.`,
  /** The same on the edit screen, which stays open so that Save Changes tries again. */
  editNotSaved: (message: string) => `The post detail was saved, but the deal room settings were not: ${message}`,
  loadFailed: 'The deal room settings could not be loaded, so they cannot be changed here now.',
  notSavedFallback: 'Please check your connection and try again.',
} as const;

const RELEASE_OPTIONS = [
  { value: 'automatic', label: 'After the NDA' },
  { value: 'on_approval', label: 'On my approval' },
] as const satisfies readonly { value: (typeof PACK_RELEASES)[number]; label: string }[];

const TEXT_SOURCE_OPTIONS = [
  { value: 'standard', label: DEAL_ROOM_GROUP_TEXTS.standardText },
  { value: 'post', label: DEAL_ROOM_GROUP_TEXTS.postText },
] as const;

/** The request's own schema, plus the choice of text the request expresses as NdaText null or not. */
export const dealRoomGroupSchema = dealRoomSettingsRequestSchema
  .safeExtend({ NdaTextSource: z.enum(['standard', 'post']), PackRelease: z.enum(PACK_RELEASES) })
  .superRefine((value, context) => {
    if (value.NdaRequired && value.NdaTextSource === 'post' && value.NdaText === null) context.addIssue({ code: 'custom', path: ['NdaText'], message: DEAL_ROOM_MESSAGES.ndaTextRequired });
  });
type GroupInput = z.input<typeof dealRoomGroupSchema>;
type GroupOutput = z.output<typeof dealRoomGroupSchema>;
export type DealRoomGroupForm = UseFormReturn<GroupInput, unknown, GroupOutput>;

const toRequest = (value: GroupOutput): DealRoomSettingsRequest => ({
  NdaRequired: value.NdaRequired,
  NdaText: value.NdaRequired && value.NdaTextSource === 'post' ? value.NdaText : null,
  PackRelease: value.PackRelease,
});

const valuesOf = (room: SellerDealRoom | undefined): GroupInput => ({
  NdaRequired: room?.ndaRequired ?? false,
  NdaTextSource: room?.nda && !room.nda.fromStandardText ? 'post' : 'standard',
  NdaText: room?.nda && !room.nda.fromStandardText ? room.nda.text : '',
  PackRelease: room?.packRelease ?? 'automatic',
});

/** A post without a deal-room row has these settings: saving them changes nothing. */
const isDefault = (request: DealRoomSettingsRequest) => !request.NdaRequired && request.PackRelease === 'automatic';

/** The group's form, started from the post's settings (none: a new post); render it once they are loaded. */
export function useDealRoomGroup(room?: SellerDealRoom) {
  const form: DealRoomGroupForm = useForm<GroupInput, unknown, GroupOutput>({ resolver: zodResolver(dealRoomGroupSchema), defaultValues: valuesOf(room) });
  /** The checked settings to send, or null when a field is wrong (its message is then shown on it). */
  const checked = async (): Promise<DealRoomSettingsRequest | null> => {
    let request: DealRoomSettingsRequest | null = null;
    await form.handleSubmit((value) => {
      request = toRequest(value);
    })();
    return request;
  };
  const initial = valuesOf(room);
  /** Whether `request` differs from the settings the form started from. */
  const changes = (request: DealRoomSettingsRequest) =>
    request.NdaRequired !== initial.NdaRequired ||
    request.PackRelease !== initial.PackRelease ||
    (request.NdaRequired && (request.NdaText ?? null) !== (initial.NdaTextSource === 'post' ? initial.NdaText : null));
  return { form, checked, changes };
}

/**
 * Saves the settings of a post just created or changed. Answers null when saved (or nothing to
 * save on a new post), else the server's message, which is also put back on the group's fields.
 */
export function useSaveDealRoomGroup() {
  const [save, { isLoading }] = useSellerSaveDealRoomMutation();
  const run = async (postId: number, request: DealRoomSettingsRequest, form?: DealRoomGroupForm, options: { skipDefault?: boolean } = {}): Promise<string | null> => {
    if (options.skipDefault && isDefault(request)) return null;
    const result = await save({ id: postId, body: request });
    if (!('error' in result)) return null;
    if (form) applyServerFieldErrors(form.setError, result.error, ['NdaRequired', 'NdaText', 'PackRelease']);
    return apiErrorMessage(result.error) ?? DEAL_ROOM_GROUP_TEXTS.notSavedFallback;
  };
  return { save: run, isSaving: isLoading };
}

/** After a new post is saved: its settings saved too, a failure told in a notification that stays until closed (the screen moves on). */
export function useSaveNewPostDealRoom() {
  const { save, isSaving } = useSaveDealRoomGroup();
  const { notification } = useNotify();
  const saveNew = async (postId: number, request: DealRoomSettingsRequest | undefined) => {
    if (!request) return;
    const failure = await save(postId, request, undefined, { skipDefault: true });
    if (failure) notification.error({ title: 'Deal room settings not saved', description: DEAL_ROOM_GROUP_TEXTS.notSaved(failure), duration: 0 });
  };
  return { saveNew, isSaving };
}

/** The group's fields: the NDA switch, then (when required) whose text, then the pack's release. */
export function DealRoomGroup({ form, room }: { form: DealRoomGroupForm; room?: SellerDealRoom }) {
  const { token } = theme.useToken();
  const { control } = form;
  const [ndaRequired, textSource] = useWatch({ control, name: ['NdaRequired', 'NdaTextSource'] });
  return (
    <fieldset aria-label={DEAL_ROOM_GROUP_TEXTS.legend} style={{ border: `${token.lineWidth}px solid ${token.colorSplit}`, borderRadius: token.borderRadius, padding: token.padding, margin: `0 0 ${token.marginMD}px` }}>
      <legend style={{ fontWeight: 600, padding: `0 ${token.paddingXXS}px`, width: 'auto', marginBottom: 0 }}>{DEAL_ROOM_GROUP_TEXTS.legend}</legend>
      <CheckboxField control={control} name="NdaRequired" label={DEAL_ROOM_GROUP_TEXTS.ndaRequired} hint={DEAL_ROOM_GROUP_TEXTS.ndaRequiredHint} />
      {ndaRequired ? (
        <>
          <RadioGroupField control={control} name="NdaTextSource" label={DEAL_ROOM_GROUP_TEXTS.textSource} options={TEXT_SOURCE_OPTIONS} />
          {textSource === 'post' ? (
            <TextAreaField
              control={control}
              name="NdaText"
              label={DEAL_ROOM_GROUP_TEXTS.text}
              required
              rows={8}
              softMaxLength={NDA_TEXT_MAX_LENGTH}
              help={room?.nda ? `Version ${room.nda.version}. ${room.ndaFrozen ? DEAL_ROOM_GROUP_TEXTS.frozen : ''}` : undefined}
            />
          ) : null}
        </>
      ) : null}
      <RadioGroupField control={control} name="PackRelease" label={DEAL_ROOM_GROUP_TEXTS.release} options={RELEASE_OPTIONS} inline />
    </fieldset>
  );
}
