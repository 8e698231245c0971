// The full Redux packages under names no Module Federation shared key matches (webpack aliases in
// build-tools/webpack/shared-dependencies.js); only the shell's allow-lists (shell/src/app/*-shared.ts) use them.
declare module '@insolvency/redux-toolkit-unshared' {
  export * from '@reduxjs/toolkit';
}
declare module '@insolvency/rtk-query-unshared' {
  export * from '@reduxjs/toolkit/query';
}
declare module '@insolvency/rtk-query-react-unshared' {
  export * from '@reduxjs/toolkit/query/react';
}
declare module '@insolvency/react-redux-unshared' {
  export * from 'react-redux';
}
