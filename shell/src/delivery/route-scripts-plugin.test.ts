import { routeScriptsSettled } from './early-fetches';
import { routeScriptsPlugin } from './route-scripts-plugin';

jest.mock('./early-fetches', () => ({ routeScriptsSettled: jest.fn() }));
const settled = jest.mocked(routeScriptsSettled);

type PreloadArgs = Parameters<NonNullable<ReturnType<typeof routeScriptsPlugin>['beforePreloadRemote']>>[0];
type EntryArgs = Parameters<NonNullable<ReturnType<typeof routeScriptsPlugin>['loadEntry']>>[0];

describe('routeScriptsPlugin', () => {
  it("runs a remote's entry only once the page's later scripts have run, and then lets the runtime load it as usual", async () => {
    let run: (remotes: ReadonlySet<string>) => void = () => undefined;
    settled.mockReturnValue(new Promise((resolve) => (run = resolve)));
    let loaded: unknown = 'pending';
    void Promise.resolve(routeScriptsPlugin().loadEntry?.({} as EntryArgs)).then((result) => (loaded = result));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toBe('pending');
    run(new Set(['remote_admin']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toBeUndefined();
  });

  it("skips the runtime's preloading of a route manifest the page's later scripts held, and keeps the rest", async () => {
    settled.mockResolvedValue(new Set(['remote_admin']));
    const preloadOps = [
      { nameOrAlias: 'remote_admin', exposes: ['./routes'] },
      { nameOrAlias: 'remote_admin', exposes: ['./RemoteStatusPanel'] },
      { nameOrAlias: 'remote_buyer', exposes: ['./routes'] },
    ];
    await routeScriptsPlugin().beforePreloadRemote?.({ preloadOps } as PreloadArgs);
    expect(preloadOps).toEqual([
      { nameOrAlias: 'remote_admin', exposes: ['./RemoteStatusPanel'] },
      { nameOrAlias: 'remote_buyer', exposes: ['./routes'] },
    ]);
  });
});
