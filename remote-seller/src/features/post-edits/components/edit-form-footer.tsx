import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';

/** The foot of every edit form: the server's text when the save failed, and Save Changes. */
export function EditFormFooter({ serverError, isSaving, disabled }: { serverError: string | null; isSaving: boolean; disabled?: boolean }) {
  const { token } = theme.useToken();
  return (
    <>
      {serverError ? <Alert type="error" showIcon role="alert" title={serverError} style={{ marginBottom: token.margin }} /> : null}
      <Button type="primary" htmlType="submit" size="large" loading={isSaving} disabled={disabled}>
        Save Changes
      </Button>
    </>
  );
}
