import type { ReactNode } from 'react';
import { pageColumnRules, screenAreaRules } from './page-column';

const SCREEN_AREA_CLASS_NAME = 'im-screen-area';
const SCREEN_AREA_RULES = screenAreaRules(SCREEN_AREA_CLASS_NAME);

/** The screen's place, the page's `<main>`: focusable from the skip link (`id`). */
export function ScreenArea({ id, children }: { id: string; children: ReactNode }) {
  return (
    <main id={id} tabIndex={-1} className={SCREEN_AREA_CLASS_NAME}>
      {/* Hoisted into <head> by React 19, once, as the top bar's rules are. */}
      <style href={SCREEN_AREA_CLASS_NAME} precedence={SCREEN_AREA_CLASS_NAME}>
        {SCREEN_AREA_RULES}
      </style>
      {children}
    </main>
  );
}

const COLUMN_CLASS_NAME = 'im-page-column';
const COLUMN_RULES = pageColumnRules(COLUMN_CLASS_NAME);

/** The column above the screen (the notifications' place), by the same rules. */
export function PageColumn({ children }: { children: ReactNode }) {
  return (
    <div className={COLUMN_CLASS_NAME}>
      <style href={COLUMN_CLASS_NAME} precedence={COLUMN_CLASS_NAME}>
        {COLUMN_RULES}
      </style>
      {children}
    </div>
  );
}
