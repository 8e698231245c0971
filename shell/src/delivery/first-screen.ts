/** Whether this page has drawn a remote's screen yet (its first screen, loaded without Suspense). */
let drawn = false;
const waitingForDrawn = new Set<() => void>();

export function markFirstScreenDrawn(): void {
  drawn = true;
  for (const resolve of waitingForDrawn) resolve();
  waitingForDrawn.clear();
}

export function firstScreenDrawn(): boolean {
  return drawn;
}

/** Resolves once the page's first screen has been drawn (at once if it has). */
export function whenFirstScreenDrawn(): Promise<void> {
  return drawn ? Promise.resolve() : new Promise((resolve) => waitingForDrawn.add(resolve));
}
