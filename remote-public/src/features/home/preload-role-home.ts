/**
 * Starts downloading the logged-in home (the ConditionalHome screen and its role tiles) while a
 * login call runs, so the tiles show as soon as the answer arrives instead of two chunk round
 * trips later. The screen's lazy imports then find the chunks loaded.
 */
export function preloadRoleHome(): void {
  void Promise.all([import('./components/conditional-home'), import('./components/role-tiles')]).catch(() => undefined);
}
