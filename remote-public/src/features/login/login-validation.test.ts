import type { ResolverOptions } from 'react-hook-form';
import type { LoginRequest } from '@insolvency/shared-contracts';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<LoginRequest>;

afterEach(() => {
  jest.resetModules();
  jest.dontMock('@insolvency/shared-contracts/schemas');
});

it('checks the form with the login request schema once its code is in', async () => {
  const { loginResolver } = await import('./login-validation');

  const empty = await loginResolver({ Email: '', Password: '' }, undefined, resolverOptions);
  expect(empty.errors.Email?.message).toBe('Please Enter Email');
  expect(empty.errors.Password?.message).toBe('Please Enter Password');

  const filled = await loginResolver({ Email: ' buyer@example.com ', Password: 'secret' }, undefined, resolverOptions);
  expect(filled.errors).toEqual({});
  // The schema's own output: the address trimmed, as the API receives it.
  expect(filled.values).toEqual({ Email: 'buyer@example.com', Password: 'secret' });
});

it('asks again for checks whose code failed to load, rather than keeping the failure', async () => {
  let loads = 0;
  jest.doMock('@insolvency/shared-contracts/schemas', () => {
    loads += 1;
    if (loads === 1) throw new Error('Loading chunk 2770 failed.');
    return jest.requireActual('@insolvency/shared-contracts/schemas');
  });
  const { loadLoginValidation } = await import('./login-validation');

  await expect(loadLoginValidation()).rejects.toThrow('Loading chunk 2770 failed.');
  await expect(loadLoginValidation()).resolves.toEqual(expect.any(Function));
  expect(loads).toBe(2);
});
