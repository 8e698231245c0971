import { useId, useState } from 'react';
import { ROLES, STANDARD_PRICE_RATE, type AdminUserDetail, type MessageResponse } from '@insolvency/shared-contracts';
import { useSession } from '@insolvency/shared-auth';
import { adminPriceRateRequestSchema } from '@insolvency/shared-contracts/schemas';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Modal } from '@insolvency/shared-ui/modal';
import { Input } from '@insolvency/shared-ui/forms';
import {
  useAdminClearEmail1DisableInfoMutation,
  useAdminClearEmail2DisableInfoMutation,
  useAdminConfirmEmailMutation,
  useAdminDisableUserMutation,
  useAdminFlagUserMutation,
  useAdminUnlockUserMutation,
  useAdminUserPriceRateMutation,
} from '../api/admin-users-api';

type Outcome = { data: MessageResponse } | { error: unknown };

/** Spec §5: days must be a whole number above 0. */
export function parseDisableDays(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[0-9]{1,4}$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return days > 0 ? days : null;
}

/** Spec §5: empty cancels; otherwise a positive amount in pounds and pence (the request's own rule). */
export function parsePriceRate(text: string): number | null {
  if (text.trim() === '') return null;
  const parsed = adminPriceRateRequestSchema.safeParse({ PriceRate: Number(text.trim()) });
  return parsed.success ? parsed.data.PriceRate : null;
}

/** A dialog asking for one value; `submit` returns false when the value means "just close". */
function AskDialog({ open, title, label, okText, onClose, submit }: { open: boolean; title: string; label: string; okText: string; onClose: () => void; submit: (value: string) => void }) {
  const [value, setValue] = useState('');
  const id = useId();
  const close = () => {
    setValue('');
    onClose();
  };
  const ok = () => {
    submit(value);
    close();
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      onOk={ok}
      onCancel={close}
      destroyOnHidden
    >
      <label htmlFor={id} style={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
        {label}
      </label>
      <Input id={id} value={value} inputMode="decimal" autoFocus onChange={(event) => setValue(event.target.value)} onPressEnter={ok} />
    </Modal>
  );
}

export interface UserActionsProps {
  detail: AdminUserDetail;
  /** Shows the server's text after an action worked. Failures show nothing (spec §8). */
  onDone: (message: string) => void;
}

/** The admin's actions on one account (spec §6): disable, unlock, confirm, flag, clear disable info, price rate. */
export function UserActions({ detail, onDone }: UserActionsProps) {
  const { token } = theme.useToken();
  const user = detail.userDetails;
  const id = user.userId;
  const [dialog, setDialog] = useState<'disable' | 'priceRate' | null>(null);
  const [disable] = useAdminDisableUserMutation();
  const [unlock] = useAdminUnlockUserMutation();
  const [confirmEmail] = useAdminConfirmEmailMutation();
  const [flag] = useAdminFlagUserMutation();
  const [clear1] = useAdminClearEmail1DisableInfoMutation();
  const [clear2] = useAdminClearEmail2DisableInfoMutation();
  const [priceRate] = useAdminUserPriceRateMutation();
  const run = async (call: Promise<Outcome>) => {
    const result = await call;
    if ('data' in result) onDone(result.data.message);
  };
  const isLocked = detail.lockedOutUntil !== null && Date.parse(detail.lockedOutUntil) > Date.now();
  const isSeller = user.role === ROLES.seller;
  // The server refuses an admin disabling themselves (someone must be left to unlock accounts).
  const isOwnAccount = useSession().userId === String(id);

  return (
    <section aria-label="Actions" style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, marginBottom: token.marginLG }}>
      {isOwnAccount ? null : (
        <Button danger onClick={() => setDialog('disable')}>
          Disable…
        </Button>
      )}
      {isLocked ? <Button onClick={() => void run(unlock(id))}>Unlock</Button> : null}
      {detail.emailConfirmed ? null : <Button onClick={() => void run(confirmEmail(id))}>Confirm e-mail</Button>}
      <Button onClick={() => void run(flag({ id, flag: !user.flagged }))}>{user.flagged ? 'Unflag' : 'Flag'}</Button>
      {user.email1DisableReason || user.email1DisableDateTime ? <Button onClick={() => void run(clear1(id))}>Clear e-mail 1 disable info</Button> : null}
      {user.email2DisableReason || user.email2DisableDateTime ? <Button onClick={() => void run(clear2(id))}>Clear e-mail 2 disable info</Button> : null}
      {isSeller ? (
        <>
          <Button onClick={() => setDialog('priceRate')}>Edit price rate…</Button>
          {user.customPriceRate !== null ? <Button onClick={() => void run(priceRate({ userId: id, body: { PriceRate: null } }))}>Reset to standard rate (£{STANDARD_PRICE_RATE})</Button> : null}
        </>
      ) : null}
      <AskDialog
        open={dialog === 'disable'}
        title="Disable user"
        label="Number of days"
        okText="Disable"
        onClose={() => setDialog(null)}
        submit={(value) => {
          const days = parseDisableDays(value);
          if (days !== null) void run(disable({ id, days }));
        }}
      />
      <AskDialog
        open={dialog === 'priceRate'}
        title="Custom price rate"
        label="Price per 28 days (£, before VAT)"
        okText="Save"
        onClose={() => setDialog(null)}
        submit={(value) => {
          const rate = parsePriceRate(value);
          if (rate !== null) void run(priceRate({ userId: id, body: { PriceRate: rate } }));
        }}
      />
    </section>
  );
}
