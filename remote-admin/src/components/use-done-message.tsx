import { useCallback, useState, type ReactNode } from 'react';
import { SaveConfirmation } from '@insolvency/shared-ui/screens';

/**
 * The short success message of an admin action (spec §8: admin actions show no errors, but
 * the admin sees that it worked): the server's text with a tick for 2.8 s. Each new message
 * starts its own 2.8 s, even while the previous one is still showing.
 */
export function useDoneMessage(): { confirmation: ReactNode; showDone: (message: string) => void } {
  const [done, setDone] = useState<{ text: string; n: number } | null>(null);
  const showDone = useCallback((text: string) => setDone((previous) => ({ text, n: (previous?.n ?? 0) + 1 })), []);
  const hide = useCallback(() => setDone(null), []);
  const confirmation = <SaveConfirmation key={done?.n ?? 0} text={done?.text ?? ''} show={done !== null} onHide={hide} />;
  return { confirmation, showDone };
}
