import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps ordinary rich text', () => {
    const html =
      '<h2>Peak season</h2><p>Cut-off <strong>Dec 15</strong>, <em>no</em> <u>exceptions</u> <s>maybe</s><br></p>' +
      '<ul><li>LAX</li></ul><ol><li>NJ</li></ol><blockquote>quote</blockquote>' +
      '<table><thead><tr><th>Zone</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, iframes, forms and styles sheets', () => {
    expect(
      sanitizeHtml(
        '<p onclick="x()" onmouseover="y()">a<script>alert(1)</script></p><iframe src="https://e.x"></iframe>' +
          '<form action="https://e.x"><input name="p"></form><style>p{}</style><svg><script>1</script></svg><object data="x"></object>',
      ),
    ).toBe('<p>a</p>');
  });

  it('allows only http, https and mailto links, and protects new tabs', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>1</script>">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="/relative">a</a>')).toBe('<a>a</a>');
    expect(sanitizeHtml('<a href="mailto:ops@example.com">m</a>')).toBe(
      '<a href="mailto:ops@example.com">m</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="evil">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });

  it('allows images from http(s) and raster data URLs only', () => {
    expect(sanitizeHtml('<img src="https://cdn.example.com/a.png" alt="a" onerror="alert(1)">')).toBe(
      '<img src="https://cdn.example.com/a.png" alt="a">',
    );
    expect(sanitizeHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
    );
    expect(
      sanitizeHtml(
        '<p><img src="data:image/svg+xml;base64,PHN2Zz4="><img src="javascript:alert(1)"><img></p>',
      ),
    ).toBe('<p></p>');
  });

  it('keeps a few plain inline styles and drops the rest', () => {
    expect(
      sanitizeHtml(
        '<span style="color: #c00; font-weight: bold; position: fixed; background: url(javascript:x)">s</span>',
      ),
    ).toBe('<span style="color: #c00; font-weight: bold">s</span>');
    expect(sanitizeHtml('<span style="background-color: expression(alert(1))">s</span>')).toBe(
      '<span>s</span>',
    );
    expect(sanitizeHtml('<p style="text-align: center">c</p>')).toBe('<p style="text-align: center">c</p>');
  });

  it('is stable on its own output', () => {
    const once = sanitizeHtml(
      '<p onclick="x">a <a href="https://a.b" target="_blank">b</a><img src=x onerror=y></p>',
    );
    expect(sanitizeHtml(once)).toBe(once);
  });
});
