import { useState } from 'react';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { saveObjectUrl } from '@insolvency/shared-ui/screens';

export const DOWNLOAD_FAILED = 'The document could not be downloaded. Please try again.';

/** A download of one of the deal room's files that names its refusal under its button. */
export function useFileDownload(fetchFile: (id: number) => Promise<{ data?: string; error?: Parameters<typeof apiErrorMessage>[0] }>) {
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (id: number, fileName: string) => {
    setFailure(null);
    const result = await fetchFile(id);
    if (result.error || result.data === undefined) setFailure(apiErrorMessage(result.error) ?? DOWNLOAD_FAILED);
    else saveObjectUrl(fileName, result.data);
  };
  return { failure, download };
}
