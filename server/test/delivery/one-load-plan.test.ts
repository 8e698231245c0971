import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALL_ROLES, AREAS, REMOTE_NAMES, ROUTE_PATHS, areasForRole, remoteNamesForRole, roleOpening, type Area, type RouteName } from '@insolvency/shared-contracts';
import { appServingBuiltTree, treeWriter } from '../helper';
import { routeNameOf } from '../../src/delivery/load-plan';

/*
 * Issue 33, "one place for delivery": what decides a page's first load is written once
 * (shared-contracts/src/load-plan.ts, or the build's load-plan.json), and the server and the shell
 * derive their answers from it. The shell's side of the same answers: shell/src/delivery/early-fetches.test.ts.
 */

const REPO = path.join(__dirname, '..', '..', '..');
const THE_ONE_PLACE = path.join('shared-contracts', 'src', 'load-plan.ts');

/** The product's source files (tests, journeys and benches aside), relative to the repository. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'testing') return [];
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(tsx?|m?js|cjs)$/.test(name) && !/\.(test|spec)\.|test-helper/.test(name) ? [path.relative(REPO, file)] : [];
  });
}

const SOURCE_FOLDERS = ['shell/src', 'server/src', 'shared-auth/src', 'shared-ui/src', 'shared-contracts/src', 'build-tools', ...AREAS.map((area) => `remote-${area}/src`)];

/** Values that once lived in three places, as they would be written again: a quoted remote name, a delivery URL, a role keyed to a list. */
const COPIES: [string, RegExp][] = [
  ['a remote name', /['"]remote_(public|buyer|seller|admin)['"]/],
  ['a delivery URL', /['"]\/(route-preloads|route-scripts|remotes\.json)['"?]/],
  ['a role -> remote map', /(Interested Party|Insolvency Practitioner|Admin|ROLES\.(buyer|seller|admin))['"]?\]?\s*:\s*\[/],
];

describe('the load plan is written once', () => {
  const files = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(REPO, folder)));

  test.each(COPIES)('%s is written only in shared-contracts/src/load-plan.ts', (_what, copy) => {
    expect(files.length).toBeGreaterThan(100);
    const writers = files.filter((file) => copy.test(readFileSync(path.join(REPO, file), 'utf8')));
    expect(writers).toEqual([THE_ONE_PLACE]);
  });
});

// A remote's plan per area, each planning one route of that area, as the builds write them.
const ROUTE_OF_AREA: Record<Area, RouteName> = { public: 'Login', buyer: 'PostingInbox', seller: 'LivePosts', admin: 'AdminUsers' };
const AREA_OF_NAME: Record<string, Area> = Object.fromEntries(AREAS.map((area) => [REMOTE_NAMES[area], area]));
const root = mkdtempSync(path.join(tmpdir(), 'one-load-plan-test-'));
const write = treeWriter(root);
write('shell/dist/index.html', '<!doctype html><title>shell</title>');
write('shell/dist/load-plan.json', { onPage: ['main.1.js'], providers: {}, signedIn: { files: [], shared: [] } });
for (const area of AREAS) {
  const routeName = ROUTE_OF_AREA[area];
  write(`remote-${area}/dist/mf-manifest.json`, '{}');
  write(`remote-${area}/dist/load-plan.json`, {
    remote: REMOTE_NAMES[area],
    entry: ['remoteEntry.js'],
    routesExpose: { files: [`routes.${area}.js`], shared: [] },
    routes: { [routeName]: { path: ROUTE_PATHS[routeName], files: [`screen.${area}.js`], shared: [], firstCalls: { visitor: [], signedIn: [] }, serverRendered: false } },
  });
}
const app = appServingBuiltTree(root, path.join(root, '.data'));

describe('the server and the shell load the same remotes for a role, from the one map', () => {
  test.each(AREAS)(
    "a page of remote-%s hints the manifests of the remotes of the role that opens it, as that role's shell registers them, and loads its own remote first",
    async (area) => {
      const pagePath = ROUTE_PATHS[ROUTE_OF_AREA[area]];
      const page = await app().inject({ method: 'GET', url: pagePath });
      const role = roleOpening(area);
      const manifests = remoteNamesForRole(role).map((name) => `</remotes/${AREA_OF_NAME[name]}/mf-manifest.json>`);
      expect(String(page.headers.link).match(/<\/remotes\/[a-z]+\/mf-manifest\.json>/g)).toEqual(manifests);
      const res = await app().inject({ method: 'GET', url: `/route-preloads?path=${encodeURIComponent(pagePath)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ remotes: string[] }>().remotes).toEqual([REMOTE_NAMES[area]]);
      expect(areasForRole(role)).toContain(area);
    },
  );

  test('every role opens the pages of its own remotes, and a visitor only remote-public', () => {
    for (const role of ALL_ROLES) for (const area of areasForRole(role).filter((own) => own !== 'public')) expect(areasForRole(roleOpening(area))).toEqual(expect.arrayContaining([area]));
    expect(remoteNamesForRole(null)).toEqual([REMOTE_NAMES.public]);
    expect(remoteNamesForRole('Someone else')).toEqual([REMOTE_NAMES.public]);
  });
});

/** The relative modules a server file imports for their values (type-only imports make no cycle). */
function valueImports(file: string): string[] {
  const source = readFileSync(path.join(REPO, file), 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'(\.[^']+)'/gm)].flatMap(([, request]) => {
    const target = path.join(path.dirname(file), request);
    return ['.ts', '/index.ts'].map((extension) => `${target}${extension}`).filter((candidate) => existsSync(path.join(REPO, candidate))).slice(0, 1);
  });
}

test("the server's delivery and static plugins import each other without a cycle (plan -> hints -> scripts -> routes)", () => {
  const files = sourceFiles(path.join(REPO, 'server', 'src'));
  const done = new Set<string>();
  const cycles: string[] = [];
  const visit = (file: string, stack: string[]) => {
    if (stack.includes(file)) return void cycles.push([...stack.slice(stack.indexOf(file)), file].join(' -> '));
    if (done.has(file)) return;
    for (const next of valueImports(file)) visit(next, [...stack, file]);
    done.add(file);
  };
  for (const file of files) visit(file, []);
  expect(cycles).toEqual([]);
});

test('a page is named by its route as the shell’s router matches it: a fixed path before a pattern that also takes it', () => {
  expect(routeNameOf('/post/post-new')).toBe('PostWithoutDraft');
  expect(routeNameOf('/post/12')).toBe('PostDetail');
  expect(routeNameOf('/post/12/extend')).toBe('ExtendPost');
  expect(routeNameOf('/')).toBe('ConditionalHome');
  expect(routeNameOf('/no/such/page')).toBeUndefined();
});
