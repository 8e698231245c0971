// Stands in for antd's `tooltip/UniqueProvider` where antd's ConfigProvider imports it
// (create-federated-config.js). ConfigProvider renders that provider only when its
// `tooltip.unique` option is set, which the product never does; the real one drags
// @rc-component/trigger, portal and resize-observer (about 10 KiB brotli) into every page.
// antd's Tooltip keeps the real provider. Setting `tooltip.unique` fails loudly here.
export default function UnusedUniqueTooltipProvider() {
  throw new Error(
    "ConfigProvider's tooltip.unique is not built in: see build-tools/webpack/antd-unused-unique-tooltip.js.",
  );
}
