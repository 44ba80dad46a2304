// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeComment as serverSanitizeComment } from '../../server-sanitizer/sanitize';
import { sanitizeComment as browserSanitizeComment } from './comment';

// The same hostile comments against both sanitizers, the browser's (DOMPurify on the DOM's
// parser) and the server's (sanitize-html): the same string for every case written out here,
// and links and breaks only for every hostile input (where two parsers read broken markup
// differently, both are equally safe rather than identical).
const SANITIZERS = [
  ['in the browser (DOMPurify)', browserSanitizeComment],
  ['on the server (sanitize-html)', serverSanitizeComment],
] as const;

const NEW_TAB = 'target="_blank" rel="noopener noreferrer"';

describe.each(SANITIZERS)('sanitizeComment %s', (_where, sanitizeComment) => {
  describe('sanitizeComment: links', () => {
    it('keeps http, https and mailto links and opens them in a new tab', () => {
      expect(sanitizeComment('<a href="https://example.se">Läs</a>')).toBe(
        `<a href="https://example.se" ${NEW_TAB}>Läs</a>`,
      );
      expect(sanitizeComment('<a href="http://example.se/a?b=1&amp;c=2">x</a>')).toBe(
        `<a href="http://example.se/a?b=1&amp;c=2" ${NEW_TAB}>x</a>`,
      );
      expect(sanitizeComment('<a href="mailto:info@example.se">Mejla</a>')).toBe(
        `<a href="mailto:info@example.se" ${NEW_TAB}>Mejla</a>`,
      );
    });

    it('replaces the target and rel that a link came with', () => {
      expect(sanitizeComment('<a href="https://x.se" target="_self" rel="opener">x</a>')).toBe(
        `<a href="https://x.se" ${NEW_TAB}>x</a>`,
      );
    });

    it('drops every attribute but href', () => {
      expect(
        sanitizeComment('<a href="https://x.se" onclick="y()" style="color:red" class="c" id="i">x</a>'),
      ).toBe(`<a href="https://x.se" ${NEW_TAB}>x</a>`);
    });

    it('keeps only the text of links with unsafe or missing addresses', () => {
      expect(sanitizeComment('<a href="javascript:alert(1)">x</a>')).toBe('x');
      expect(sanitizeComment('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('x');
      expect(sanitizeComment('<a href=" javascript:alert(1)">x</a>')).toBe('x');
      expect(sanitizeComment('<a href="java&#x0A;script:alert(1)">x</a>')).toBe('x');
      expect(sanitizeComment('<a href="&#106;avascript:alert(1)">x</a>')).toBe('x');
      expect(sanitizeComment('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('x');
      expect(sanitizeComment('<a href="vbscript:x">x</a>')).toBe('x');
      expect(sanitizeComment('<a href="//evil.example">x</a>')).toBe('x');
      expect(sanitizeComment('<a href="/relativ">x</a>')).toBe('x');
      expect(sanitizeComment('<a name="x">x</a>')).toBe('x');
    });

    it('leaves well-formed HTML where an unsafe link becomes text (issue 21)', () => {
      // Parsed back by the browser's parser, well-formed output reads as the same string.
      const parsedBack = (html: string) => {
        const template = document.createElement('template');
        template.innerHTML = html;
        return template.innerHTML;
      };
      const cases: Array<[string, string]> = [
        [
          '<a href="javascript:x">a<a href="https://x.se">b</a>c</a>',
          `a<a href="https://x.se" ${NEW_TAB}>b</a>c`,
        ],
        [
          '<a href="javascript:x"><a href="https://x.se">b</a></a>',
          `<a href="https://x.se" ${NEW_TAB}>b</a>`,
        ],
        ['<a>x<a href="https://x.se">y</a>z</a>', `x<a href="https://x.se" ${NEW_TAB}>y</a>z`],
        ['<a href="javascript:x">a<a href="javascript:y">b</a>c</a>', 'abc'],
        [
          '<a href="https://x.se">a<a href="javascript:y">b</a>c</a>',
          `<a href="https://x.se" ${NEW_TAB}>a</a>bc`,
        ],
        [
          '<a href="javascript:x">a</a><a href="https://x.se">b</a>',
          `a<a href="https://x.se" ${NEW_TAB}>b</a>`,
        ],
      ];
      for (const [input, expected] of cases) {
        const result = sanitizeComment(input);
        expect(result, input).toBe(expected);
        expect(parsedBack(result), input).toBe(result);
      }
    });

    it('turns bare web addresses into links', () => {
      expect(sanitizeComment('Se https://example.se/sida?a=1&b=2 nu')).toBe(
        `Se <a href="https://example.se/sida?a=1&amp;b=2" ${NEW_TAB}>https://example.se/sida?a=1&amp;b=2</a> nu`,
      );
      expect(sanitizeComment('http://example.se')).toBe(
        `<a href="http://example.se" ${NEW_TAB}>http://example.se</a>`,
      );
    });

    it('adds https to addresses that start with www.', () => {
      expect(sanitizeComment('Besök www.example.se idag')).toBe(
        `Besök <a href="https://www.example.se" ${NEW_TAB}>www.example.se</a> idag`,
      );
    });

    it('leaves sentence punctuation outside the link', () => {
      expect(sanitizeComment('Läs www.example.se.')).toBe(
        `Läs <a href="https://www.example.se" ${NEW_TAB}>www.example.se</a>.`,
      );
      expect(sanitizeComment('(se https://example.se/a)')).toBe(
        `(se <a href="https://example.se/a" ${NEW_TAB}>https://example.se/a</a>)`,
      );
    });

    it('links several addresses in one text', () => {
      expect(sanitizeComment('www.a.se och https://b.se')).toBe(
        `<a href="https://www.a.se" ${NEW_TAB}>www.a.se</a> och <a href="https://b.se" ${NEW_TAB}>https://b.se</a>`,
      );
    });

    it('does not link addresses that are already inside a link', () => {
      expect(sanitizeComment('<a href="https://example.se">https://example.se</a>')).toBe(
        `<a href="https://example.se" ${NEW_TAB}>https://example.se</a>`,
      );
      expect(sanitizeComment('<a href="https://a.se"><b>www.b.se</b></a>')).toBe(
        `<a href="https://a.se" ${NEW_TAB}>www.b.se</a>`,
      );
    });

    it('does not link www. inside e-mail addresses or words', () => {
      expect(sanitizeComment('anna@www.example.se')).toBe('anna@www.example.se');
      expect(sanitizeComment('awww.example.se')).toBe('awww.example.se');
    });

    it('leaves text that only looks like an address alone', () => {
      expect(sanitizeComment('https://')).toBe('https://');
      expect(sanitizeComment('ftp://example.se')).toBe('ftp://example.se');
    });

    it('ends a bare address at quotes, so no attribute can be smuggled in', () => {
      const result = sanitizeComment('https://x.se/"onmouseover="alert(1)');
      expect(result).toBe(
        `<a href="https://x.se/" ${NEW_TAB}>https://x.se/</a>&quot;onmouseover=&quot;alert(1)`,
      );
      expect(sanitizeComment("www.x.se'onmouseover='alert(1)")).toBe(
        `<a href="https://www.x.se" ${NEW_TAB}>www.x.se</a>&#39;onmouseover=&#39;alert(1)`,
      );
    });

    it('ends a bare address at angle brackets written as entities', () => {
      expect(sanitizeComment('https://x.se/&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
        `<a href="https://x.se/" ${NEW_TAB}>https://x.se/</a>&lt;script&gt;alert(1)&lt;/script&gt;`,
      );
    });

    it('escapes quotes in the address of a kept link', () => {
      expect(sanitizeComment('<a href=\'https://x.se/"onmouseover="alert(1)\'>x</a>')).toBe(
        `<a href="https://x.se/&quot;onmouseover=&quot;alert(1)" ${NEW_TAB}>x</a>`,
      );
    });
  });

  describe('sanitizeComment: line breaks', () => {
    it('turns every kind of line break into <br />', () => {
      expect(sanitizeComment('a\r\nb\nc\rd')).toBe('a<br />b<br />c<br />d');
    });

    it('writes existing br tags the same way', () => {
      expect(sanitizeComment('a<br>b<br/>c<BR />d')).toBe('a<br />b<br />c<br />d');
    });

    it('drops attributes from br', () => {
      expect(sanitizeComment('a<br onclick="x()" class="c">b')).toBe('a<br />b');
    });

    it('turns line breaks inside links and next to addresses into <br />', () => {
      expect(sanitizeComment('<a href="https://x.se">a\nb</a>')).toBe(
        `<a href="https://x.se" ${NEW_TAB}>a<br />b</a>`,
      );
      expect(sanitizeComment('www.x.se\nnästa')).toBe(
        `<a href="https://www.x.se" ${NEW_TAB}>www.x.se</a><br />nästa`,
      );
    });
  });

  describe('sanitizeComment: other tags', () => {
    it('keeps plain text as it is', () => {
      expect(sanitizeComment('Hej! Bra kurs.')).toBe('Hej! Bra kurs.');
      expect(sanitizeComment('')).toBe('');
    });

    it('strips tags but keeps their text', () => {
      expect(sanitizeComment('<p>Hej <b>du</b> <em>där</em></p>')).toBe('Hej du där');
      expect(sanitizeComment('<div><span><strong>djupt</strong></span></div>')).toBe('djupt');
    });

    it('drops scripts and styles with their content', () => {
      expect(sanitizeComment('<script>alert(1)</script>')).toBe('');
      expect(sanitizeComment('före<script type="text/javascript">alert(1)</script>efter')).toBe('föreefter');
      expect(sanitizeComment('<style>body{display:none}</style>text')).toBe('text');
      expect(sanitizeComment('<SCRIPT>alert(1)</SCRIPT>')).toBe('');
    });

    it('drops elements that run code', () => {
      expect(sanitizeComment('<img src=x onerror=alert(1)>')).toBe('');
      expect(sanitizeComment('<svg onload=alert(1)><circle /></svg>')).toBe('');
      expect(sanitizeComment('<iframe src="https://evil.example"></iframe>')).toBe('');
      expect(sanitizeComment('<iframe src="javascript:alert(1)">')).toBe('');
      expect(sanitizeComment('<object data="x.swf"></object><embed src="x.swf">')).toBe('');
    });

    it('does not let markup inside an iframe through', () => {
      expect(sanitizeComment('<iframe><img src=x onerror=alert(1)></iframe>')).toBe('');
    });

    it('keeps text looking like tags escaped', () => {
      expect(sanitizeComment('1 &lt; 2 &amp;&amp; 3 &gt; 2')).toBe('1 &lt; 2 &amp;&amp; 3 &gt; 2');
      expect(sanitizeComment('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
        '&lt;script&gt;alert(1)&lt;/script&gt;',
      );
      expect(sanitizeComment('a < b > c')).toBe('a &lt; b &gt; c');
    });

    it('does not turn broken markup into tags', () => {
      const result = sanitizeComment('<<script>script>alert(1)<</script>/script>');
      expect(result).not.toMatch(/<script/i);
      const unclosed = sanitizeComment('<a href="https://x.se" onmouseover="alert(1)');
      expect(unclosed).not.toMatch(/onmouseover/);
    });

    it('never outputs tags other than a and br', () => {
      const hostile = [
        '<scr<script>ipt>alert(1)</script>',
        '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
        '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
        '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>',
        '<a href="https://x.se"><img src=x onerror=alert(1)></a>',
        '<!--<img src=x onerror=alert(1)>-->',
        '<form><button formaction=javascript:alert(1)>x</button></form>',
        // Where the two parsers differ (foreign content, custom elements, raw-text elements), the
        // results may differ too, but both stay within links and breaks.
        '<svg><a href="https://x.se">s</a></svg><math><a href="javascript:alert(1)">m</a></math>',
        '<a is="x" href="https://x.se">is</a><title>t</title><noembed>n</noembed><plaintext>p',
        '<a href="https://a.se"><table><a href="https://c.se">x</a></table></a>',
        '<textarea><a href="https://x.se">t</a></textarea><select><option>o</option></select>',
      ];
      for (const input of hostile) {
        const result = sanitizeComment(input);
        const tags = [...result.matchAll(/<\/?([a-z0-9]+)/gi)].map((match) => match[1]?.toLowerCase());
        expect(
          tags.every((tag) => tag === 'a' || tag === 'br'),
          `${input} -> ${result}`,
        ).toBe(true);
        expect(result).not.toMatch(/onerror|javascript:/i);
      }
    });
  });
});
