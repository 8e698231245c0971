import { theme } from '@insolvency/shared-ui/base';

/**
 * The third-party analytics report of the spec, at the address the server is configured with
 * (ADMIN_REPORT_URL; the CSP admits that origin as a frame only then). Sandboxed: it runs its
 * own scripts but cannot navigate or script this page.
 */
export function EmbeddedReport({ url }: { url: string }) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="embedded-report-heading" style={{ marginTop: token.marginLG }}>
      <h2 id="embedded-report-heading" style={{ fontSize: token.fontSizeHeading4, margin: `0 0 ${token.marginSM}px` }}>
        Analytics report
      </h2>
      <iframe
        title="Analytics report"
        src={url}
        loading="lazy"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-popups"
        style={{ width: '100%', height: 600, border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadiusLG }}
      />
      <p style={{ marginTop: token.marginXS }}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          Open the report in a new tab
        </a>
      </p>
    </section>
  );
}
