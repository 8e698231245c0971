import { useState } from 'react';
import { palette } from '@insolvency/shared-ui';

/** First stop of the keyboard: jumps past the top bar to the page content. Visible only when focused. */
export function SkipLink({ targetId }: { targetId: string }) {
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${targetId}`}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
      style={
        focused
          ? { position: 'absolute', top: 8, left: 8, zIndex: 1100, padding: '8px 16px', background: palette.surface, color: palette.navy, borderRadius: 6, fontWeight: 600 }
          : { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }
      }
    >
      Skip to content
    </a>
  );
}
