// @ts-check
// What the cluster's runs under load share (rolling.mjs, release-soak.mjs): a list of named checks
// passed or failed, printed as they come, and the simulated users' requests and failures.

export function checklist() {
  /** @type {string[]} */
  const problems = [];
  /** @type {string[]} */
  const passed = [];
  /** Records and prints `name`: passed when `problem` is null. */
  const check = (/** @type {string} */ name, /** @type {string | null} */ problem) => {
    console.log(`${problem ? 'FAILED' : 'passed'}  ${name}`);
    if (problem) problems.push(`${name}: ${problem}`);
    else passed.push(name);
  };
  return { passed, problems, check };
}

/**
 * The soak's requests (scripts/soak/scenarios.mjs), how many failed, and the failures said per call (null: none).
 * @param {import('../soak/scenarios.mjs').RunFigures} figures
 */
export function loadFailures(figures) {
  const calls = [...figures.byCall];
  const requests = calls.reduce((sum, [, call]) => sum + call.times.length + call.failures, 0);
  const failed = calls.filter(([, call]) => call.failures > 0);
  const failures = failed.reduce((sum, [, call]) => sum + call.failures, 0);
  const said = failures ? `${failures} failed: ${failed.map(([name, call]) => `${name} x${call.failures} (${call.failureSamples.map((sample) => sample.slice(0, 40)).join(' | ')})`).join('; ')}` : null;
  return { requests, failures, said };
}
