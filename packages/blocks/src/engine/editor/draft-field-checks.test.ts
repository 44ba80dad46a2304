import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isSiteFileAddress } from '../html/content-addresses';
import { sanitizeDocumentHtml } from '../html/document-html';
import { draftFieldProblems } from './draft-field-checks';

const page = (block: object) => ({ id: 1, slug: 's', title: 'S', components: [{ block_id: 'b', ...block }] });
const pathsOf = (document: unknown) => draftFieldProblems(document).map((problem) => problem.path);

describe('draftFieldProblems', () => {
  it('refuses unsafe and unknown addresses in URL fields, and allows https, mailto and site paths', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'http://x.se',
      'ftp://x',
    ]) {
      expect(pathsOf(page({ name: 'link-button', button: { text: 'x', url } })), url).toEqual([
        'components[0].button.url',
      ]);
    }
    for (const url of ['https://x.se', 'mailto:a@b.se', '/om-kakor', '#kontakt', '']) {
      expect(pathsOf(page({ name: 'link-button', button: { text: 'x', url } })), url).toEqual([]);
    }
    expect(pathsOf({ ...page({ name: 'text' }), hero: { images: { desktop_x2: 'javascript:x' } } })).toEqual([
      'hero.images.desktop_x2',
    ]);
  });

  it('shows images and sounds only from the site: an upload, not another host', () => {
    expect(pathsOf(page({ name: 'image', image: { url: 'https://example.se/a.jpg', alt: 'x' } }))).toEqual([
      'components[0].image.url',
    ]);
    expect(pathsOf(page({ name: 'image', image: { url: '/api/images/3', alt: 'x' } }))).toEqual([]);
    expect(pathsOf(page({ name: 'list-sounds', sound_url: '//evil.example/a.mp3' }))).toEqual([
      'components[0].sound_url',
    ]);
  });

  it("says which image addresses it accepts by isSiteFileAddress, the rule the editor's preview asks", () => {
    for (const url of [
      '/api/images/3',
      ' /bilder/a.png',
      'https://example.se/a.jpg',
      '//evil.example/a.png',
      '#a',
    ]) {
      const accepted = pathsOf(page({ name: 'image', image: { url, alt: 'x' } })).length === 0;
      expect(isSiteFileAddress(url), url).toBe(accepted);
    }
    expect(isSiteFileAddress('/api/images/3')).toBe(true);
    expect(isSiteFileAddress('https://example.se/a.jpg')).toBe(false);
  });

  it('allows only known videos, and only tel: with a number on a phone item', () => {
    expect(pathsOf(page({ name: 'video-full', video_url: 'https://evil.example/v.mp4' }))).toEqual([
      'components[0].video_url',
    ]);
    expect(pathsOf(page({ name: 'video-full', video_url: 'https://youtu.be/dQw4w9WgXcQ' }))).toEqual([]);
    const footer = (url: string) => ({ footer: { upper: [{ items: [{ type: 'phone', text: 'x', url }] }] } });
    expect(pathsOf(footer('tel:+46 10-123 45 00'))).toEqual([]);
    expect(pathsOf(footer('tel:javascript:alert(1)'))).toEqual(['footer.upper[0].items[0].url']);
  });

  it('allows colours, paddings and icons the blocks have a style for', () => {
    expect(pathsOf(page({ name: 'text', bgcolor: 'purple', padding: 'large' }))).toEqual([]);
    expect(pathsOf(page({ name: 'text', bgcolor: 'red', padding: '9px' }))).toEqual([
      'components[0].bgcolor',
      'components[0].padding',
    ]);
    expect(pathsOf(page({ name: 'list', icon: 'star' }))).toEqual([]);
    expect(pathsOf(page({ name: 'list', icon: 'info' }))).toEqual(['components[0].icon']);
    expect(pathsOf(page({ name: 'facts-box', icon: 'info' }))).toEqual([]);
  });

  it('finds nothing in the demo content of apps/api/content', () => {
    const content = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../../apps/api/content',
    );
    const files = ['educations', 'pages', 'rooms'].flatMap((folder) =>
      readdirSync(path.join(content, folder))
        .filter((file) => file.endsWith('.json'))
        .map((file) => path.join(content, folder, file)),
    );
    for (const file of [...files, path.join(content, 'settings.json')]) {
      expect(pathsOf(JSON.parse(readFileSync(file, 'utf8'))), file).toEqual([]);
    }
  });
});

describe('sanitizeDocumentHtml', () => {
  const mark = (html: string) => `[${html}]`;

  it('sanitizes the HTML fields of blocks, items and the header, and leaves text fields', () => {
    const document = {
      title: '<b>',
      header: { desc: 'd' },
      components: [
        { block_id: 'b', name: 'list-faq', title: 't', html: 'h', items: [{ question: 'q', answer: 'a' }] },
        {
          block_id: 'c',
          name: 'question-radio',
          correct_description: 'r',
          answers: [{ id: 'x', label: 'l' }],
        },
      ],
    };
    expect(sanitizeDocumentHtml('page', document, mark)).toEqual({
      title: '<b>',
      header: { desc: '[d]' },
      components: [
        {
          block_id: 'b',
          name: 'list-faq',
          title: 't',
          html: '[h]',
          items: [{ question: 'q', answer: '[a]' }],
        },
        {
          block_id: 'c',
          name: 'question-radio',
          correct_description: '[r]',
          answers: [{ id: 'x', label: 'l' }],
        },
      ],
    });
  });

  it('sanitizes the settings where they hold HTML, a footer item only when it is HTML', () => {
    const settings = {
      evaluation_terms: 'e',
      cookie_consent: { popup: { title: 'p', text: 'pt' }, settings: { title: 's', text: 'st' } },
      footer: {
        upper: [
          {
            items: [
              { type: 'html', text: 'h' },
              { type: 'text', text: 'x' },
            ],
          },
        ],
        lower: [],
      },
    };
    expect(sanitizeDocumentHtml('settings', settings, mark)).toEqual({
      evaluation_terms: '[e]',
      cookie_consent: { popup: { title: 'p', text: '[pt]' }, settings: { title: 's', text: '[st]' } },
      footer: {
        upper: [
          {
            items: [
              { type: 'html', text: '[h]' },
              { type: 'text', text: 'x' },
            ],
          },
        ],
        lower: [],
      },
    });
    expect(settings.evaluation_terms).toBe('e');
  });
});

describe('settingsPublishProblems', () => {
  it('names the part of the settings: a phone link in the footer, a link in the evaluation terms', async () => {
    const { settingsPublishProblems } = await import('./publish-checks');
    const { SettingsSchema } = await import('@jamstalldhet/contract');
    const settings = SettingsSchema.parse({
      evaluation_terms: '<a href="javascript:alert(1)">villkor</a>',
      footer: { upper: [{ items: [{ type: 'phone', text: '010', url: 'tel:x' }] }], lower: [] },
    });
    expect(settingsPublishProblems(settings).map(({ where, path }) => ({ where, path }))).toEqual([
      { where: 'Sidfot', path: 'footer.upper[0].items[0].url' },
      { where: 'Villkor för utvärderingen', path: 'evaluation_terms' },
    ]);
    const settingsFile = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../../apps/api/content/settings.json',
    );
    expect(
      settingsPublishProblems(SettingsSchema.parse(JSON.parse(readFileSync(settingsFile, 'utf8')))),
    ).toEqual([]);
  });
});
