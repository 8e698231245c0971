// @ts-check
// The rounds of an interleaved A/B (ab-files.mjs, ab-trees.mjs): each round loads every chosen (e)
// screen cold with A then B, or B then A on odd rounds, so a machine whose speed drifts weighs on
// both alike; prints the medians and the paired differences B - A, which are what to read.
import { SCREENS, logInThroughApi, measureScreenOnce } from './screens.mjs';
import { median, option } from './util.mjs';

/** The (e) screens whose name contains one of `--screens` (default: the deep links; e.g. `after login` for the tiles). */
export function chosenScreens() {
  const wanted = option('screens', 'deep link').split(',');
  return SCREENS.filter((screen) => wanted.some((text) => screen.name.includes(text)));
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {Record<'A' | 'B', { baseUrl: string, before?: () => void }>} variants `before` runs before each of the variant's turns
 * @param {{ rounds: number, screens: ReturnType<typeof chosenScreens> }} options
 */
export async function interleave(browser, variants, { rounds, screens }) {
  /** @type {Record<string, Record<string, { token: string, refreshToken: string }>>} */
  const tokens = { A: {}, B: {} };
  for (const variant of /** @type {const} */ (['A', 'B'])) {
    for (const screen of screens) if (screen.role && !tokens[variant][screen.role]) tokens[variant][screen.role] = await logInThroughApi(variants[variant].baseUrl, screen.role);
  }
  /** Per screen and moment (content shown, live), each variant's times. @type {Record<string, { A: number[], B: number[] }>} */
  const results = {};
  for (let round = 0; round < rounds; round += 1) {
    for (const variant of /** @type {('A' | 'B')[]} */ (round % 2 ? ['B', 'A'] : ['A', 'B'])) {
      variants[variant].before?.();
      for (const screen of screens) {
        const run = await measureScreenOnce(browser, variants[variant].baseUrl, screen, screen.role ? tokens[variant][screen.role] : undefined);
        (results[`${screen.name}: shown`] ??= { A: [], B: [] })[variant].push(run.readyMs);
        (results[`${screen.name}: live`] ??= { A: [], B: [] })[variant].push(run.liveMs);
        (results[`${screen.name}: KiB of JS before live`] ??= { A: [], B: [] })[variant].push(Math.round(run.jsWireBytesBeforeLive / 102.4) / 10);
      }
    }
    console.log(`round ${round + 1} of ${rounds} done`);
  }
  for (const [name, { A, B }] of Object.entries(results)) {
    const differences = A.map((a, index) => B[index] - a);
    const unit = name.endsWith(': live') || name.endsWith(': shown') ? ' ms' : '';
    console.log(`${name}: A ${median(A)}${unit} (${A.join('/')}), B ${median(B)}${unit} (${B.join('/')}), B - A median ${Math.round(median(differences) * 10) / 10}${unit} (${differences.map((d) => Math.round(d * 10) / 10).join('/')})`);
  }
}
