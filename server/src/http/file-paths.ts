const FILE_EXTENSION = /\.(js|mjs|cjs|css|json|map|txt|xml|html?|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|eot|wasm|br|gz|webmanifest)$/i;

/** An address of a file (by its extension: a script, a style, an image, a map…), not of a page of the app. */
export function isFilePath(pathname: string): boolean {
  return FILE_EXTENSION.test(pathname);
}
