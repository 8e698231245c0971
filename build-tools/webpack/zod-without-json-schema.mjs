// Stands in for zod's `v4/core/to-json-schema.js` in the front-end builds (zodWithoutJsonSchema in
// create-federated-config.js). The front ends validate with zod but never turn a schema into JSON
// Schema; zod's classic schemas import the builder anyway (~9 KB minified on every form's page).
// Same exports; each throws if JSON Schema is ever asked for in the browser.
const unavailable = () => {
  throw new Error('JSON Schema is not part of the front ends\' zod (build-tools/webpack/zod-without-json-schema.mjs).');
};

export const initializeContext = unavailable;
export const handleUnrepresentable = unavailable;
export const processSchema = unavailable;
export { processSchema as process };
export const extractDefs = unavailable;
export const finalize = unavailable;
export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;
