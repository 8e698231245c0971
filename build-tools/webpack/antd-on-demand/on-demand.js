// A stand-in for an antd component that one of antd's own components imports statically but
// renders only for a feature our screens may not use (create-federated-config.js, antdPartsOnDemand):
// the real component is downloaded the first time a stand-in is rendered, and until it is in,
// the stand-in shows what it wraps (or nothing).
import { createElement, lazy, Suspense } from 'react';

/**
 * @param {() => Promise<{ default: import('react').ComponentType<any> }>} load
 * @param {{ whileLoading: 'children' | 'nothing' }} options
 */
export function onDemand(load, { whileLoading }) {
  const Component = lazy(load);
  return function OnDemand(props) {
    return createElement(Suspense, { fallback: whileLoading === 'children' ? (props.children ?? null) : null }, createElement(Component, props));
  };
}
