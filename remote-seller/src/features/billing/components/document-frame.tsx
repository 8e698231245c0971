import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { pathFor, type RouteName } from '@insolvency/shared-contracts';
import { apiErrorMessage, apiErrorStatus } from '@insolvency/shared-auth';
import { ErrorState, LoadingState, PageHeader } from '@insolvency/shared-ui';
import { saveObjectUrl } from '@insolvency/shared-ui/screens';
import { Button, theme } from '@insolvency/shared-ui/base';
import { Alert } from '@insolvency/shared-ui/feedback';
import { PRINT_SHEET_ATTRIBUTE, PrintStyles } from './print-styles';

type CallError = FetchBaseQueryError | SerializedError | undefined;

export interface DocumentFrameProps {
  /** 'Invoice' or 'Certificate', in the title, messages and the PDF's file name. */
  kind: 'Invoice' | 'Certificate';
  /** The id in the address; null when the address holds no proper id (not found, nothing asked). */
  id: number | null;
  /** Said when the address holds no proper id, as the server says it for an unknown one. */
  notFoundMessage: string;
  back: { label: string; route: RouteName };
  query: { isLoading: boolean; error?: CallError; data?: unknown; refetch: () => unknown };
  /** Fetches the PDF (the server makes it) as an object URL. */
  downloadPdf: (id: number) => Promise<{ data: string } | { error: CallError }>;
  /** The sheet's content, shown once loaded. */
  children?: ReactNode;
}

/**
 * InvoiceOutput and CertificateOutput: a back link, Print and Download PDF, and the document as an
 * A4 sheet (the shell leaves the footer off these routes). Loading, not found and failure
 * states say which document; a failed download says so beside the buttons.
 */
export function DocumentFrame({ kind, id, notFoundMessage, back, query: loaded, downloadPdf, children }: DocumentFrameProps) {
  const { token } = theme.useToken();
  const title = `${kind} ${id ?? ''}`;
  const query = id === null ? { isLoading: false, error: { status: 404, data: { message: notFoundMessage } }, hasData: false, refetch: loaded.refetch } : { ...loaded, hasData: loaded.data !== undefined };
  const [downloading, setDownloading] = useState(false);
  const [pdfFailure, setPdfFailure] = useState<string | null>(null);

  const download = async () => {
    setPdfFailure(null);
    setDownloading(true);
    if (id === null) return;
    const result = await downloadPdf(id);
    setDownloading(false);
    if ('error' in result) {
      setPdfFailure(apiErrorMessage(result.error) ?? `The ${kind.toLowerCase()} PDF could not be downloaded. Please try again.`);
      return;
    }
    saveObjectUrl(`${kind.toLowerCase()}-${id}.pdf`, result.data);
  };

  const backLink = <Link to={pathFor(back.route)}>← {back.label}</Link>;
  let body: ReactNode;
  if (query.isLoading) body = <LoadingState label={`Loading the ${kind.toLowerCase()}…`} />;
  else if (query.error || !query.hasData) {
    const notFound = apiErrorStatus(query.error) === 404;
    body = (
      <ErrorState
        title={notFound ? `${kind} not found` : `The ${kind.toLowerCase()} could not be loaded`}
        message={apiErrorMessage(query.error) ?? 'Please check your connection and try again.'}
        onRetry={notFound ? undefined : () => void query.refetch()}
      />
    );
  } else {
    body = (
      <>
        <PrintStyles />
        <article
          {...{ [PRINT_SHEET_ATTRIBUTE]: '' }}
          aria-label={title}
          style={{
            // An A4 page's proportions on screen (210 mm wide), the full width on a phone.
            maxWidth: '210mm',
            margin: '0 auto',
            padding: `${token.paddingLG}px clamp(${token.padding}px, 5vw, ${token.paddingXL * 1.5}px)`,
            boxSizing: 'border-box',
            background: token.colorBgContainer,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowTertiary,
            overflowWrap: 'anywhere',
          }}
        >
          {children}
        </article>
      </>
    );
  }

  const shown = !query.isLoading && !query.error && query.hasData;
  return (
    <>
      <PageHeader
        title={shown ? title : kind}
        back={backLink}
        extra={
          shown ? (
            <>
              <Button onClick={() => window.print()}>Print</Button>
              <Button type="primary" loading={downloading} onClick={() => void download()}>
                Download PDF
              </Button>
            </>
          ) : null
        }
      />
      {pdfFailure ? (
        <div style={{ marginBottom: token.margin }}>
          <Alert type="error" showIcon role="alert" title={pdfFailure} />
        </div>
      ) : null}
      {body}
    </>
  );
}
