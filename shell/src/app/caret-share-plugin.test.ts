import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { caretSharePlugin, satisfiesPlainCaret } from './caret-share-plugin';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

const parts = [0, 1, 2, 10];
const plainVersions = parts.flatMap((major) => parts.flatMap((minor) => parts.map((patch) => `${major}.${minor}.${patch}`)));

describe('satisfiesPlainCaret', () => {
  it("agrees with the federation runtime's semver check for every pair of plain versions", () => {
    for (const required of plainVersions) {
      for (const version of plainVersions) expect([version, required, satisfiesPlainCaret(version, `^${required}`)]).toEqual([version, required, satisfy(version, `^${required}`)]);
    }
  });

  it.each([
    ['19.2.0-rc.1', '^19.2.0'],
    ['19.2.0', '~19.2.0'],
    ['19.2.0', '>=19.0.0'],
    ['19.2.0', '^18.0.0 || ^19.0.0'],
    ['19.2', '^19.2.0'],
  ])('leaves %s against %s to the runtime', (version, range) => {
    expect(satisfiesPlainCaret(version, range)).toBeUndefined();
  });
});

describe('caretSharePlugin', () => {
  const provided = { version: '19.2.0', from: 'shell' };
  const defaultResolver = jest.fn();
  const argsFor = (version: string, shareConfig: Record<string, unknown>, treeShaking?: object) =>
    ({
      shareScopeMap: { default: { react: { [version]: provided } } },
      scope: 'default',
      pkgName: 'react',
      version,
      shareInfo: { shareConfig, treeShaking, from: 'remote_buyer' },
      resolver: defaultResolver,
    }) as unknown as ResolveShareArgs;
  const resolveShare = (args: ResolveShareArgs) => {
    const hook = caretSharePlugin().resolveShare;
    if (!hook) throw new Error('the plugin has no resolveShare hook');
    return hook(args) as ResolveShareArgs;
  };

  it("hands over a singleton whose loaded version meets the consumer's ^x.y.z, without the runtime's resolver", () => {
    const args = argsFor('19.2.0', { singleton: true, requiredVersion: '^19.1.0' });
    const resolved = resolveShare(args);
    expect(resolved.resolver()).toEqual({ shared: provided, useTreesShaking: false });
    expect(defaultResolver).not.toHaveBeenCalled();
    // The hook hands back every field it was given (the runtime refuses an answer without them).
    expect(Object.keys(resolved).sort()).toEqual(Object.keys(args).sort());
  });

  it.each([
    ['a version that does not meet the range (the runtime warns of it)', argsFor('18.3.1', { singleton: true, requiredVersion: '^19.1.0' })],
    ['another form of range', argsFor('19.2.0', { singleton: true, requiredVersion: '>=19.0.0' })],
    ['no required version', argsFor('19.2.0', { singleton: true, requiredVersion: false })],
    ['a module that is not a singleton', argsFor('19.2.0', { singleton: false, requiredVersion: '^19.1.0' })],
    ['a tree-shaken share', argsFor('19.2.0', { singleton: true, requiredVersion: '^19.1.0' }, { mode: 'runtime-infer' })],
  ])("leaves %s to the runtime's resolver", (_case, args) => {
    expect(resolveShare(args)).toBe(args);
  });
});
