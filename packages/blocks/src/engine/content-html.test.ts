import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './content-html';

describe('sanitizeContentHtml', () => {
  it('keeps structure, emphasis, lists and safe links', () => {
    const html =
      '<h2>Rubrik</h2><p>Text med <strong>fetstil</strong> och <a href="https://do.se">länk</a>.</p><ul><li>Ett</li></ul>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('removes scripts, styles, frames, event handlers and unsafe addresses', () => {
    expect(sanitizeContentHtml('<p onclick="x()">Hej<script>alert(1)</script></p>')).toBe('<p>Hej</p>');
    expect(sanitizeContentHtml('<style>p{}</style><iframe src="https://x"></iframe>ok')).toBe('ok');
    expect(sanitizeContentHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeContentHtml('<img src="x.png" onerror="alert(1)">')).toBe('<img src="x.png" alt="" />');
    expect(sanitizeContentHtml('<img src="javascript:alert(1)" alt="a">')).toBe('<img alt="a" />');
    expect(sanitizeContentHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeContentHtml('<p style="color:red" class="x">y</p>')).toBe('<p>y</p>');
  });

  it('gives images without alt an empty one (decorative) and keeps a given alt', () => {
    expect(sanitizeContentHtml('<img src="https://x.se/a.png" alt="Två elever">')).toBe(
      '<img src="https://x.se/a.png" alt="Två elever" />',
    );
  });

  it('returns an empty string for missing html', () => {
    expect(sanitizeContentHtml(undefined)).toBe('');
  });
});
