import { SERVER_SCREEN_ID, SERVER_SCREEN_RELEASE_ATTRIBUTE, SERVER_SCREEN_ROOT_ID } from '@insolvency/shared-contracts';
import { withScreenRelease } from '../../src/delivery/server-render/screen-release';

describe('withScreenRelease', () => {
  const html = `<header>bar</header><main><div id="${SERVER_SCREEN_ID}"><style>.a{}</style><div id="${SERVER_SCREEN_ROOT_ID}" data-route="Search">x</div></div></main>`;

  test('marks the screen element, and it alone, with the release that rendered it', () => {
    const marked = withScreenRelease({ html, head: '<meta>' }, 'remote_public', '/releases/public/v2/mf-manifest.json');
    expect(marked.html).toBe(html.replace(`<div id="${SERVER_SCREEN_ID}">`, `<div id="${SERVER_SCREEN_ID}" ${SERVER_SCREEN_RELEASE_ATTRIBUTE}="remote_public /releases/public/v2/mf-manifest.json">`));
    expect(marked.head).toBe('<meta>');
  });

  test('escapes the value as an attribute, and leaves markup without a screen element as it is', () => {
    expect(withScreenRelease({ html }, 'remote_public', '/x/"><script>').html).toContain(`${SERVER_SCREEN_RELEASE_ATTRIBUTE}="remote_public /x/&#34;&#62;&#60;script&#62;"`);
    const plain = { html: '<p>no screen</p>' };
    expect(withScreenRelease(plain, 'remote_public', '/m.json')).toBe(plain);
  });
});
