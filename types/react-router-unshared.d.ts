// The full react-router under a name no Module Federation shared key matches (webpack alias in
// build-tools/webpack/shared-dependencies.js); only shell/src/app/react-router-shared.ts uses it.
declare module '@insolvency/react-router-unshared' {
  export * from 'react-router';
}
