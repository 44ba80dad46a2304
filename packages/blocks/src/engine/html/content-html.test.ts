// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml as serverSanitize } from '../../server-sanitizer/sanitize';
import { sanitizeContentHtml as browserSanitize } from './content-html';
import { CONTENT_HTML_POLICY } from './html-policy';

// The same hostile HTML against both sanitizers, the browser's (DOMPurify on the DOM's parser)
// and the server's (sanitize-html). They may write the same HTML differently (`<br>` or
// `<br />`), so results are compared as the DOM reads them.
const SANITIZERS = [
  ['in the browser (DOMPurify)', browserSanitize],
  ['on the server (sanitize-html)', serverSanitize],
] as const;

function asTheDomReadsIt(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

describe.each(SANITIZERS)('sanitizeContentHtml %s', (_where, sanitize) => {
  const sanitizeContentHtml = (html: string | undefined) => asTheDomReadsIt(sanitize(html));

  it('keeps structure, emphasis, lists and safe links', () => {
    const html =
      '<h2>Rubrik</h2><p>Text med <strong>fetstil</strong> och <a href="https://do.se">länk</a>.</p><ul><li>Ett</li></ul>';
    expect(sanitizeContentHtml(html)).toBe(asTheDomReadsIt(html));
  });

  it('removes scripts, styles, frames, event handlers and unsafe addresses', () => {
    expect(sanitizeContentHtml('<p onclick="x()">Hej<script>alert(1)</script></p>')).toBe(
      asTheDomReadsIt('<p>Hej</p>'),
    );
    expect(sanitizeContentHtml('<style>p{}</style><iframe src="https://x"></iframe>ok')).toBe(
      asTheDomReadsIt('ok'),
    );
    expect(sanitizeContentHtml('<a href="javascript:alert(1)">x</a>')).toBe(asTheDomReadsIt('<a>x</a>'));
    expect(sanitizeContentHtml('<img src="x.png" onerror="alert(1)">')).toBe(
      asTheDomReadsIt('<img src="x.png" alt="" />'),
    );
    expect(sanitizeContentHtml('<img src="javascript:alert(1)" alt="a">')).toBe(
      asTheDomReadsIt('<img alt="a" />'),
    );
    expect(sanitizeContentHtml('<a href="//evil.example">x</a>')).toBe(asTheDomReadsIt('<a>x</a>'));
    expect(sanitizeContentHtml('<p style="color:red" class="x">y</p>')).toBe(asTheDomReadsIt('<p>y</p>'));
  });

  it('gives images without alt an empty one (decorative) and keeps a given alt', () => {
    expect(sanitizeContentHtml('<img src="https://x.se/a.png" alt="Två elever">')).toBe(
      asTheDomReadsIt('<img src="https://x.se/a.png" alt="Två elever" />'),
    );
  });

  it('returns an empty string for missing html', () => {
    expect(sanitizeContentHtml(undefined)).toBe(asTheDomReadsIt(''));
  });

  it('keeps an attribute only on the tags that may have it', () => {
    expect(sanitizeContentHtml('<p width="10" title="t" lang="sv">a</p>')).toBe(
      asTheDomReadsIt('<p lang="sv">a</p>'),
    );
    expect(sanitizeContentHtml('<table><tr><td colspan="2" scope="row">a</td></tr></table>')).toBe(
      asTheDomReadsIt('<table><tr><td colspan="2">a</td></tr></table>'),
    );
    expect(
      sanitizeContentHtml('<a href="https://x.se" target="_blank" data-x="1" aria-hidden="true">a</a>'),
    ).toBe(asTheDomReadsIt('<a href="https://x.se">a</a>'));
    expect(
      sanitizeContentHtml('<img src="https://x.se/a.png" srcset="https://evil.example/b.png 2x" alt="">'),
    ).toBe(asTheDomReadsIt('<img src="https://x.se/a.png" alt="" />'));
  });

  it('keeps relative, mailto and tel links and drops every other scheme', () => {
    expect(
      sanitizeContentHtml('<a href="/kurser">a</a><a href="mailto:a@b.se">b</a><a href="tel:+4610">c</a>'),
    ).toBe(asTheDomReadsIt('<a href="/kurser">a</a><a href="mailto:a@b.se">b</a><a href="tel:+4610">c</a>'));
    for (const href of [
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\nscript:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '\\\\evil.example',
      '/\\evil.example',
    ]) {
      expect(sanitizeContentHtml(`<a href="${href}">x</a>`), href).toBe(asTheDomReadsIt('<a>x</a>'));
    }
    expect(sanitizeContentHtml('<img src="data:image/png;base64,AAAA" alt="a">')).toBe(
      asTheDomReadsIt('<img alt="a" />'),
    );
    expect(sanitizeContentHtml('<img src="mailto:a@b.se" alt="a">')).toBe(asTheDomReadsIt('<img alt="a" />'));
  });

  it('never outputs a tag, attribute or address outside the allow-list', () => {
    const hostile = [
      '<scr<script>ipt>alert(1)</script>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>',
      '<svg onload=alert(1)><a xlink:href="javascript:alert(1)">x</a></svg>',
      '<!--<img src=x onerror=alert(1)>-->',
      '<form><button formaction=javascript:alert(1)>x</button></form>',
      '<object data="x.swf"></object><embed src="x.swf"><base href="https://evil.example/">',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="stylesheet" href="x.css">',
      '<table><tr><td background="javascript:alert(1)">x</td></tr></table>',
      '<p><a href="https://x.se" onmouseover="alert(1)">x</a></p>',
    ];
    const allowed = new Set<string>(CONTENT_HTML_POLICY.tags);
    for (const input of hostile) {
      const template = document.createElement('template');
      template.innerHTML = sanitize(input);
      for (const element of template.content.querySelectorAll('*')) {
        const tag = element.localName;
        expect(allowed.has(tag), `${input}: <${tag}>`).toBe(true);
        for (const { name, value } of element.attributes) {
          const allowedHere = [
            ...(CONTENT_HTML_POLICY.attributes[tag] ?? []),
            ...(CONTENT_HTML_POLICY.attributes['*'] ?? []),
          ];
          expect(allowedHere, `${input}: ${tag}[${name}]`).toContain(name);
          expect(value, input).not.toMatch(/javascript:/i);
        }
      }
    }
  });
});
