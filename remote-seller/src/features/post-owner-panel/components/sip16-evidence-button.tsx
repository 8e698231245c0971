import { useState } from 'react';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { saveObjectUrl } from '@insolvency/shared-ui/screens';
import { useSellerSip16EvidencePdfMutation } from '../api/owner-panel-api';

export const SIP16_DOWNLOAD_FAILED = 'The SIP 16 evidence could not be downloaded. Please try again.';

/** Downloads the post's SIP 16 marketing evidence (`sip16-evidence-<id>.pdf`); a failure says so under the button. */
export function Sip16EvidenceButton({ postId }: { postId: number }) {
  const { token } = theme.useToken();
  const [fetchPdf, { isLoading }] = useSellerSip16EvidencePdfMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setFailure(null);
    const result = await fetchPdf(postId);
    if (result.error || result.data === undefined) {
      setFailure(apiErrorMessage(result.error) ?? SIP16_DOWNLOAD_FAILED);
      return;
    }
    saveObjectUrl(`sip16-evidence-${postId}.pdf`, result.data);
  };

  return (
    <div>
      <p style={{ margin: `0 0 ${token.marginSM}px`, color: token.colorTextSecondary }}>
        How this post was marketed: its periods on sale, where it was shown, the interested parties e-mailed, how many users viewed it and the interest received, to file with your SIP 16 disclosure.
      </p>
      <Button loading={isLoading} onClick={() => void download()}>
        SIP 16 evidence (PDF)
      </Button>
      {failure ? <Alert type="error" showIcon role="alert" title={failure} style={{ marginTop: token.marginSM }} /> : null}
    </div>
  );
}
