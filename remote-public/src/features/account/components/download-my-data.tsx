import { useState } from 'react';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { saveObjectUrl } from '@insolvency/shared-ui/screens';
import { useAccountMyDataMutation } from '../api/account-api';

export const DOWNLOAD_MY_DATA_LABEL = 'Download my data';
export const FREE_ACCESS_TEXT =
  'Under UK GDPR you have the right to a copy of the personal data we hold about you, free of charge. Download it at any time as a JSON file.';
const DOWNLOAD_FAILED = 'Your data could not be downloaded. Please try again, or contact support.';

/** Hands a text to the browser as a file download. */
export function saveTextFile(fileName: string, text: string, type = 'application/json'): void {
  saveObjectUrl(fileName, URL.createObjectURL(new Blob([text], { type })));
}

/** 'Download my data' (UK GDPR right of access; replaces the spec's 10 pound cheque). */
export function DownloadMyData() {
  const { token } = theme.useToken();
  const [fetchMyData, { isLoading }] = useAccountMyDataMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setFailure(null);
    const result = await fetchMyData();
    if (result.error) {
      setFailure(apiErrorMessage(result.error) ?? DOWNLOAD_FAILED);
      return;
    }
    saveTextFile(result.data.fileName, result.data.json);
  };

  return (
    <section
      aria-labelledby="my-data-heading"
      style={{ marginTop: token.marginXL, paddingTop: token.paddingLG, borderTop: `1px solid ${token.colorBorderSecondary}` }}
    >
      <h2 id="my-data-heading" style={{ fontSize: token.fontSizeHeading4, margin: `0 0 ${token.marginXS}px` }}>
        Your data
      </h2>
      <p style={{ marginTop: 0, color: token.colorTextSecondary }}>{FREE_ACCESS_TEXT}</p>
      <Button onClick={() => void download()} loading={isLoading}>
        {DOWNLOAD_MY_DATA_LABEL}
      </Button>
      {failure ? (
        <div style={{ marginTop: token.marginSM }}>
          <Alert type="error" showIcon role="alert" title={failure} />
        </div>
      ) : null}
    </section>
  );
}
