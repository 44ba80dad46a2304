import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { escapeHtml, preparePageShell, renderPageShell } from '../src/http/page-shell';

const meta = {
  title: 'Om oss | Webb',
  tags: [
    { attribute: 'name' as const, key: 'description', content: 'Vilka vi är.' },
    { attribute: 'name' as const, key: 'robots', content: null },
  ],
};

describe('the page shell', () => {
  it('puts the page’s tags where the build’s title was, and drops the build’s own', () => {
    const shell = preparePageShell(
      '<html><head><meta charset="utf-8"><title>Bygget</title>\n<meta name="description" content="x">\n<meta property="og:title" content="y"><link rel="icon" href="/i.svg"></head></html>',
    );
    const html = renderPageShell(shell, meta);
    expect(html).toMatch(/^<html><head><meta charset="utf-8"><title>Om oss \| Webb<\/title>/);
    expect(html).toContain('<meta name="description" content="Vilka vi är.">');
    expect(html).not.toContain('Bygget');
    expect(html).not.toContain('og:title');
    expect(html).not.toContain('robots');
    expect(html).toContain('<link rel="icon" href="/i.svg"></head>');
  });

  it('puts them before </head> when the build has no title', () => {
    const html = renderPageShell(
      preparePageShell('<html><head><meta charset="utf-8"></head><body></body></html>'),
      meta,
    );
    expect(html.indexOf('<title>')).toBeGreaterThan(html.indexOf('charset'));
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('hashes inline scripts for the policy, and only those', () => {
    const inline = 'window.x = 1;';
    const shell = preparePageShell(
      `<head><script>${inline}</script><script type="module" src="/assets/a.js"></script></head>`,
    );
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(shell.inlineScriptHashes).toEqual([`'sha256-${hash}'`]);
  });

  it('escapes text and attribute values', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
