import { useState } from 'react';
import { adminInvoiceExportFileName, londonToday, type AdminInvoiceSort, type SortOrder } from '@insolvency/shared-contracts';
import { apiErrorMessage, serverNow } from '@insolvency/shared-auth';
import { DownloadButton, saveObjectUrl } from '@insolvency/shared-ui/screens';
import { useAdminInvoiceExportMutation } from '../api/admin-billing-api';

/** 'Download CSV': every invoice of the chosen days (all pages), in the chosen order, for the accountant. */
export function InvoiceExportButton({ daysAfterCreation, sort, order }: { daysAfterCreation: number; sort: AdminInvoiceSort; order: SortOrder }) {
  const [exportCsv, { isLoading }] = useAdminInvoiceExportMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const download = async () => {
    setFailure(null);
    const result = await exportCsv({ daysAfterCreation, sort, order });
    if ('error' in result) {
      setFailure(apiErrorMessage(result.error) ?? 'The invoices could not be downloaded. Please try again.');
      return;
    }
    saveObjectUrl(adminInvoiceExportFileName(daysAfterCreation, londonToday(new Date(serverNow()))), result.data);
  };
  return <DownloadButton label="Download CSV" loading={isLoading} failure={failure} onDownload={() => void download()} />;
}
