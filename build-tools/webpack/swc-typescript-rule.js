// @ts-check
/**
 * Our TypeScript and TSX, compiled by swc with React's automatic runtime (every build: the
 * browser builds of create-federated-config.js and the server builds of create-server-render-config.js).
 * @param {{ reactDevelopment: boolean, target: 'es2020' | 'es2022' }} options
 * @returns {import('webpack').RuleSetRule}
 */
function swcTypeScriptRule({ reactDevelopment, target }) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: reactDevelopment } },
          target,
        },
      },
    },
  };
}

module.exports = { swcTypeScriptRule };
