// eslint-disable-next-line @typescript-eslint/no-require-imports -- the webpack config is CommonJS
const { chunkLoadingGlobalOf } = require('./create-federated-config') as { chunkLoadingGlobalOf: (name: string, buildVersion: string) => string };

describe("a remote build's chunk-loading global", () => {
  it('differs between two releases of one remote and between remotes, and is the same for the same build', () => {
    const first = chunkLoadingGlobalOf('remote_seller', '8d93a2e-20261129T0738Z');
    expect(chunkLoadingGlobalOf('remote_seller', '8d93a2e-20261129T0738Z')).toBe(first);
    expect(chunkLoadingGlobalOf('remote_seller', '9e04b3f-20261129T0812Z')).not.toBe(first);
    expect(chunkLoadingGlobalOf('remote_buyer', '8d93a2e-20261129T0738Z')).not.toBe(first);
  });

  it("is an identifier shorter than webpack's own (every chunk file spells it twice)", () => {
    const name = chunkLoadingGlobalOf('remote_public', '8d93a2e-20261129T0738Z');
    expect(name).toMatch(/^[A-Za-z_$][\w$]*$/);
    expect(name.length).toBeLessThan('webpackChunkremote_public'.length);
  });
});
