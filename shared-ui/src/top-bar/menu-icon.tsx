/**
 * The phone layout's menu icon (three bars), drawn here rather than taken from the icons
 * entry: the app bar is on every visitor's page, and the icons entry (with the account
 * menu's icons) then loads only for logged-in users. Sized and coloured like antd's icons.
 */
export function MenuIcon({ size = 20 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 24 24" fill="currentColor" style={{ display: 'block' }}>
      <rect x="3" y="5" width="18" height="2" rx="1" />
      <rect x="3" y="11" width="18" height="2" rx="1" />
      <rect x="3" y="17" width="18" height="2" rx="1" />
    </svg>
  );
}
