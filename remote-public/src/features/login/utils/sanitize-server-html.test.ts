import { sanitizeServerHtml } from './sanitize-server-html';

describe('sanitizeServerHtml', () => {
  it('keeps the allowed formatting', () => {
    expect(sanitizeServerHtml('<p>Account <strong>locked</strong>.<br><em>Try</em> <b>later</b></p>')).toBe(
      '<p>Account <strong>locked</strong>.<br><em>Try</em> <b>later</b></p>',
    );
  });

  it('keeps safe links and drops every other attribute', () => {
    expect(sanitizeServerHtml('<a href="mailto:support@example.com" onclick="x()" style="color:red">mail</a>')).toBe(
      '<a href="mailto:support@example.com" rel="noopener noreferrer">mail</a>',
    );
    expect(sanitizeServerHtml('<a href="/help/contactus">contact</a>')).toBe(
      `<a href="${window.location.origin}/help/contactus" rel="noopener noreferrer">contact</a>`,
    );
  });

  it('removes script links, handlers, and scripts with their content', () => {
    expect(sanitizeServerHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeServerHtml('<img src=x onerror="alert(1)">Bad<script>alert(1)</script>')).toBe('Bad');
    expect(sanitizeServerHtml('<svg><a href="https://x.example">y</a></svg>ok')).toBe('ok');
  });

  it('unwraps other elements but keeps their text, escaped', () => {
    expect(sanitizeServerHtml('<div><span>Invalid</span> &lt;credentials&gt;</div>')).toBe('Invalid &lt;credentials&gt;');
  });
});
