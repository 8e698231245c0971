import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { palette } from '@insolvency/shared-ui';

/** A link inside running text, in the theme's link colour (the browser's default blue clashes with it). */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} style={{ color: palette.primary, textDecoration: 'underline', textUnderlineOffset: 2 }}>
      {children}
    </Link>
  );
}
