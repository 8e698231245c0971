/**
 * Prints the CSS antd generates at run time for the components most screens draw (shared-ui's
 * `base` entry), in the product's theme, with antd's map of what it holds (see index.js).
 * Run by index.js in a child process (`node --import tsx`, NODE_ENV=production: antd names its
 * hashes differently in development, and the map must name the production ones).
 */
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button } from '../../shared-ui/src/entries/base';
import { UiProvider } from '../../shared-ui/src/ui-provider/ui-provider';

const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <UiProvider>
      <Button>Button</Button>
      <Button type="primary">Primary</Button>
    </UiProvider>
  </StyleProvider>,
);
// Only `style` (the components' rules): the theme's CSS variables are written at run time,
// scoped to the ConfigProvider's own class, and are not looked up in the map.
process.stdout.write(extractStyle(cache, { types: 'style', plain: true }));
