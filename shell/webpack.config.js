// @ts-check
const { createFederatedConfig } = require('../build-tools/webpack/create-federated-config');

module.exports = createFederatedConfig({ appDir: __dirname, name: 'shell', title: 'Insolvency Marketplace' });
