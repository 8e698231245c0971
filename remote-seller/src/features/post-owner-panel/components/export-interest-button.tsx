import { useState } from 'react';
import { interestExportFileName, londonToday, type Post } from '@insolvency/shared-contracts';
import { apiErrorMessage, serverNow } from '@insolvency/shared-auth';
import { theme } from '@insolvency/shared-ui/base';
import { DownloadButton, saveObjectUrl } from '@insolvency/shared-ui/screens';
import { useSellerExportExpressionsMutation } from '../api/owner-panel-api';

/** Export: the post's expressions of interest downloaded as CSV, named by its reference and the date. */
export function ExportInterestButton({ post }: { post: Pick<Post, 'businessId' | 'reference'> }) {
  const { token } = theme.useToken();
  const [exportCsv, { isLoading }] = useSellerExportExpressionsMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setFailure(null);
    const result = await exportCsv(post.businessId);
    if ('error' in result) {
      setFailure(apiErrorMessage(result.error) ?? 'The export could not be downloaded. Please try again.');
      return;
    }
    saveObjectUrl(interestExportFileName(post.reference, londonToday(new Date(serverNow()))), result.data);
  };
  return (
    <div style={{ marginTop: token.marginSM }}>
      <DownloadButton label="Export" loading={isLoading} failure={failure} onDownload={() => void download()} />
    </div>
  );
}
