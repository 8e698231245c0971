/** Whether this page has drawn a remote's screen yet (its first screen, loaded without Suspense). */
let drawn = false;

export function markFirstScreenDrawn(): void {
  drawn = true;
}

export function firstScreenDrawn(): boolean {
  return drawn;
}
