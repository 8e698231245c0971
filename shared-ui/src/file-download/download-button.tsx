import { Button, theme } from 'antd';

/** A button that downloads a file, with the reason under it when the download was refused. */
export function DownloadButton({ label, loading, failure, onDownload }: { label: string; loading: boolean; failure: string | null; onDownload: () => void }) {
  const { token } = theme.useToken();
  return (
    <div>
      <Button onClick={onDownload} loading={loading}>
        {label}
      </Button>
      {failure ? (
        <p role="alert" style={{ margin: `${token.marginXS}px 0 0`, color: token.colorError }}>
          {failure}
        </p>
      ) : null}
    </div>
  );
}
