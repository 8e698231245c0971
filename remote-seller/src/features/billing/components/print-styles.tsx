/** The attribute that marks the printed sheet; everything else on the page is left off paper. */
export const PRINT_SHEET_ATTRIBUTE = 'data-print-sheet';

/**
 * A4 print rules for the invoice and certificate screens. A plain `<style>` element rendered
 * by the screen (not hoisted: no `href`/`precedence`), so the rules exist only while the screen
 * is mounted and leave with it: no other screen prints differently. On paper only the sheet
 * shows (top bar, notification area and the screen's buttons are hidden), at A4 with 15 mm margins.
 * `!important` where the sheet's own (inline) screen styles would otherwise win: its card frame.
 */
export function PrintStyles() {
  const sheet = `[${PRINT_SHEET_ATTRIBUTE}]`;
  const css = `
@media print {
  @page { size: A4; margin: 15mm; }
  body * { visibility: hidden; }
  ${sheet}, ${sheet} * { visibility: visible; }
  ${sheet} { position: absolute; inset: 0 auto auto 0; width: 100%; max-width: none !important; margin: 0 !important; padding: 0 !important; border: 0 !important; border-radius: 0 !important; box-shadow: none !important; background: none !important; font-size: 10.5pt; color: #000; }
  ${sheet} section, ${sheet} table { break-inside: avoid; }
}`;
  return <style>{css}</style>;
}
