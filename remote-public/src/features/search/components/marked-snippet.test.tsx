import { render } from '@testing-library/react';
import { MarkedSnippet } from './marked-snippet';

// Snippets are given as {'…'}: a JSX attribute string would decode the entities before the component sees them.
function html(snippet: string): string {
  const { container } = render(<p><MarkedSnippet snippet={snippet} /></p>);
  return container.innerHTML;
}

it('shows the matched words marked and the escaped text as its characters', () => {
  const { container } = render(<p><MarkedSnippet snippet={'We <mark>bake</mark> bread &amp; cakes for &lt;b&gt; fans'} /></p>);
  expect(container.textContent).toBe('We bake bread & cakes for <b> fans');
  expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['bake']);
  expect(container.querySelector('b')).toBeNull();
});

it('never turns a snippet into markup other than mark, even a hostile one', () => {
  const hostile = '<mark><img src=x onerror=alert(1)></mark><script>alert(2)</script>&lt;script&gt;';
  expect(html(hostile)).toBe('<p><mark>&lt;img src=x onerror=alert(1)&gt;</mark>&lt;script&gt;alert(2)&lt;/script&gt;&lt;script&gt;</p>');
});

it('reads &amp;lt; as the text &lt; (one unescape, not two)', () => {
  const { container } = render(<p><MarkedSnippet snippet={'a &amp;lt; b'} /></p>);
  expect(container.textContent).toBe('a &lt; b');
});
