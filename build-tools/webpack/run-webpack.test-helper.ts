import webpack from 'webpack';

/** Runs one webpack build for a test; rejects with webpack's own errors when it fails. */
export function runWebpack(config: webpack.Configuration): Promise<webpack.Stats> {
  const compiler = webpack(config);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString('errors-only')));
      resolve(stats);
    });
  });
}
