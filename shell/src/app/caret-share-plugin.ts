import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const PLAIN_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const PLAIN_CARET_RANGE = /^\^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether `version` is in the caret range `range` (semver's `^x.y.z`), when both are plain
 * `x.y.z`; undefined for any other form (a pre-release, `~`, `>=`, `||`, ...).
 */
export function satisfiesPlainCaret(version: string, range: string): boolean | undefined {
  const found = PLAIN_VERSION.exec(version);
  const required = PLAIN_CARET_RANGE.exec(range);
  if (!found || !required) return undefined;
  const [major, minor, patch] = found.slice(1).map(Number);
  const [requiredMajor, requiredMinor, requiredPatch] = required.slice(1).map(Number);
  if (major !== requiredMajor) return false;
  if (requiredMajor > 0) return minor > requiredMinor || (minor === requiredMinor && patch >= requiredPatch);
  if (minor !== requiredMinor) return false;
  return requiredMinor > 0 ? patch >= requiredPatch : patch === requiredPatch;
}

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

/**
 * Module Federation runtime plugin: a shared singleton whose one loaded version plainly meets
 * the consumer's `^x.y.z` (every shared key of our builds: shared-dependencies.js) is handed over
 * without the runtime's general semver check, which parses the range with a dozen regular
 * expressions on every consume (~40 ms of a throttled page load, once per shared module per
 * front end). Anything else (another form of range, a version that does not meet it, a
 * non-singleton) goes to the runtime's own resolver, which also warns of a mismatch as before.
 */
export function caretSharePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'insolvency-caret-share',
    resolveShare(args: ResolveShareArgs) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const requiredVersion = shareInfo.shareConfig?.requiredVersion;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      const plainlyMet = typeof requiredVersion === 'string' && satisfiesPlainCaret(version, requiredVersion) === true;
      if (!shareInfo.shareConfig?.singleton || shareInfo.treeShaking || !shared || !plainlyMet) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}

/**
 * The shell's build names this file in `runtimePlugins`, so its own federation instance has the
 * plugin before its first shared module is consumed; every remote's instance, created later,
 * takes it as a global plugin.
 */
export default function caretSharePluginForEveryInstance(): ModuleFederationRuntimePlugin {
  const plugin = caretSharePlugin();
  registerGlobalPlugins([plugin]);
  return plugin;
}
