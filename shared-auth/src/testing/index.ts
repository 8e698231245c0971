/** Test helpers for packages that use shared-auth (`@insolvency/shared-auth/testing`). Never import from app code. */
export { fakeAccessToken, type FakeTokenClaims } from './fake-access-token';
export { stubFetch, type FetchStub, type RecordedCall, type StubHandler } from './fetch-stub';
export { createTestStore, type TestStore } from './create-test-store';
export { callsOfPrefetch } from './prefetch-calls';
