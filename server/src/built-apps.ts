import path from 'node:path';
import type { Area } from '@insolvency/shared-contracts';

/** Where the build of the shell or of an area's remote lies: `<root>/shell/dist`, `<root>/remote-<area>/dist`. */
export function builtAppDist(rootDir: string, app: 'shell' | Area): string {
  return path.join(rootDir, app === 'shell' ? 'shell' : `remote-${app}`, 'dist');
}
