// @ts-check
// The React floor's whole script: fetch the screen's first call (with the stored token, as the
// product does) and draw its rows with React 19. Bundled by floor-server.mjs.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { FloorScreen } from './floor-screen.mjs';

const root = /** @type {HTMLElement} */ (document.getElementById('root'));
const { call = '', kind = 'posts', title = '', tokenKey = '' } = root.dataset;
const token = tokenKey ? window.localStorage.getItem(tokenKey) : null;
fetch(call, { headers: token ? { authorization: `Bearer ${token}` } : {} })
  .then((response) => response.json())
  .then((answer) => createRoot(root).render(h(FloorScreen, { kind: /** @type {any} */ (kind), title, answer })));
