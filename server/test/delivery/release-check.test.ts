import { operationsOf, packageOf, shellSingletonVersions, singletonMismatch } from '../../src/delivery/release-check';

/*
 * The pieces of a release's check that compare it with what is live (issue 57): the shared
 * singletons against the shell's versions, the declared calls against the OpenAPI document.
 */

test('a shared key belongs to its package, scoped or not', () => {
  expect(packageOf('react/jsx-runtime')).toBe('react');
  expect(packageOf('@reduxjs/toolkit/query/react')).toBe('@reduxjs/toolkit');
  expect(packageOf('antd')).toBe('antd');
});

test("the shell's singletons are the versions installed for it", () => {
  const versions = shellSingletonVersions();
  expect(versions.react).toMatch(/^\d+\.\d+\.\d+/);
  expect(versions['react-dom']).toBe(versions.react);
  expect(Object.keys(versions)).toEqual(expect.arrayContaining(['react-router-dom', '@reduxjs/toolkit', 'antd']));
});

test('a singleton required at a range the shell satisfies passes; another range, or no range at all, is named with what to do', () => {
  const shell = { react: '19.3.1', antd: '6.6.8' };
  expect(singletonMismatch([{ name: 'react', requiredVersion: '^19.3.1' }, { name: 'antd', requiredVersion: '>=6.0.0 <7' }, { name: 'lodash', requiredVersion: '^1.0.0' }], shell)).toBeUndefined();
  expect(singletonMismatch([{ name: 'react/jsx-runtime', requiredVersion: '*' }], shell)).toBeUndefined();
  expect(singletonMismatch([{ name: 'antd', requiredVersion: '^5.20.0' }], shell)).toBe(
    'it requires antd ^5.20.0 but the shell provides antd 6.6.8 (one copy per page): build it against antd 6.6.8, or release the shell with a version that satisfies ^5.20.0 first.',
  );
  expect(singletonMismatch([{ name: 'react', requiredVersion: 'latest-ish' }], shell)).toContain('which is not a version range');
});

test("a declared call is an operation of the OpenAPI document when its method and path match, parameters standing for one segment", () => {
  const has = operationsOf({ paths: { '/api/unauth/search': { get: {} }, '/api/posts/{id}': { get: {}, delete: {} } } });
  expect(has('GET', '/api/unauth/search?page=1&pageSize=12')).toBe(true);
  expect(has('GET', '/api/posts/42')).toBe(true);
  expect(has('DELETE', '/api/posts/42')).toBe(true);
  expect(has('POST', '/api/posts/42')).toBe(false);
  expect(has('GET', '/api/posts/42/images')).toBe(false);
  expect(has('GET', '/api/unauth/searches')).toBe(false);
});

test("a declared path's own {arg} (where an endpoint's argument goes) stands for any text within its segment, and no more", () => {
  const has = operationsOf({ paths: { '/api/admin/sanctions-list-confirm': { post: {} }, '/api/posts/{id}': { get: {} }, '/api/posts/{id}/images': { post: {} } } });
  expect(has('POST', '/api/admin/sanctions-list-{arg}')).toBe(true);
  expect(has('GET', '/api/posts/{arg}')).toBe(true);
  expect(has('POST', '/api/posts/{arg}/images')).toBe(true);
  expect(has('GET', '/api/admin/sanctions-list-{arg}')).toBe(false);
  expect(has('POST', '/api/posts/{arg}')).toBe(false);
  expect(has('POST', '/api/{arg}')).toBe(false);
});
