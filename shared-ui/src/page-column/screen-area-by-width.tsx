import type { ReactNode } from 'react';
import { pageColumnRules, screenAreaRules } from './page-column';

const CLASS_NAME = 'im-screen-area-by-width';
const RULES = screenAreaRules(CLASS_NAME);

/**
 * The screen's place (`screenAreaStyle`) where the window's width is not known (a page the server
 * renders): its rules give the phone's sides below the app's mobile width, so the screen does not
 * move sideways when the app, which knows the width, takes its place.
 */
export function ScreenAreaByWidth({ children }: { children: ReactNode }) {
  return (
    <main className={CLASS_NAME}>
      {/* Hoisted into <head> by React 19, once, as the top bar's rules are. */}
      <style href={CLASS_NAME} precedence={CLASS_NAME}>
        {RULES}
      </style>
      {children}
    </main>
  );
}

const COLUMN_CLASS_NAME = 'im-page-column-by-width';
const COLUMN_RULES = pageColumnRules(COLUMN_CLASS_NAME);

/** The column above the screen (`pageColumnStyle`: the notifications' place), by the same rules. */
export function PageColumnByWidth({ children }: { children: ReactNode }) {
  return (
    <div className={COLUMN_CLASS_NAME}>
      <style href={COLUMN_CLASS_NAME} precedence={COLUMN_CLASS_NAME}>
        {COLUMN_RULES}
      </style>
      {children}
    </div>
  );
}
