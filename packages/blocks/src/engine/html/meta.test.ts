import { describe, expect, it } from 'vitest';
import { documentTitle, headerMeta, type MetaTag, NOT_FOUND_META, resolveMeta } from './meta';

const share = {
  title: 'Webbutbildningar om jämställdhet',
  description: 'Kostnadsfria webbutbildningar.',
  image: '/delningsbild.png',
  site_name: 'Jämställdhetsmyndighetens webbutbildningar',
};
const url = 'https://webbutbildning.example.se/om-kakor';

function content(tags: MetaTag[], key: string): string | null | undefined {
  return tags.find((tag) => tag.key === key)?.content;
}

describe('documentTitle', () => {
  it('puts the site name after the page title', () => {
    expect(documentTitle({ title: 'Mina sidor', siteName: 'Webbutbildningar' })).toBe(
      'Mina sidor | Webbutbildningar',
    );
  });

  it('is the site name alone on the start page', () => {
    expect(documentTitle({ siteName: 'Webbutbildningar' })).toBe('Webbutbildningar');
    expect(documentTitle({ title: '  ', siteName: 'Webbutbildningar' })).toBe('Webbutbildningar');
  });

  it('is the page title alone while the site name is unknown', () => {
    expect(documentTitle({ title: 'Om kakor' })).toBe('Om kakor');
  });

  it('adds the course step before the site name', () => {
    expect(
      documentTitle({ title: 'Jämställdhet i skolan', step: { chapter: 2, episode: 1 }, siteName: 'Webb' }),
    ).toBe('Jämställdhet i skolan Kapitel 2 Episod 1 | Webb');
    expect(
      documentTitle({ title: 'Jämställdhet i skolan', step: { kind: 'thanks' }, siteName: 'Webb' }),
    ).toBe('Jämställdhet i skolan - Tack | Webb');
  });
});

describe('headerMeta', () => {
  it('prefers the header title and leaves blank fields out', () => {
    expect(headerMeta(' Om kakor ', { desc: '  ', fb_title: 'Delad' })).toEqual({
      title: 'Om kakor',
      description: undefined,
      image: undefined,
      shareTitle: 'Delad',
      shareDescription: undefined,
      twitterDescription: undefined,
      twitterImage: undefined,
    });
    expect(headerMeta('Om kakor', { title: 'Kakor på webbplatsen' }).title).toBe('Kakor på webbplatsen');
  });
});

describe('resolveMeta', () => {
  it('fills everything from the share defaults when the page says nothing', () => {
    const { title, tags } = resolveMeta({}, share, url);
    expect(title).toBe('Jämställdhetsmyndighetens webbutbildningar');
    expect(content(tags, 'description')).toBe('Kostnadsfria webbutbildningar.');
    expect(content(tags, 'og:title')).toBe('Webbutbildningar om jämställdhet');
    expect(content(tags, 'og:description')).toBe('Kostnadsfria webbutbildningar.');
    expect(content(tags, 'og:image')).toBe('https://webbutbildning.example.se/delningsbild.png');
    expect(content(tags, 'og:type')).toBe('website');
    expect(content(tags, 'og:url')).toBe(url);
    expect(content(tags, 'og:site_name')).toBe('Jämställdhetsmyndighetens webbutbildningar');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'twitter:title')).toBe('Webbutbildningar om jämställdhet');
    expect(content(tags, 'twitter:description')).toBe('Kostnadsfria webbutbildningar.');
    expect(content(tags, 'twitter:image')).toBe('https://webbutbildning.example.se/delningsbild.png');
    expect(content(tags, 'robots')).toBeNull();
  });

  it('takes every value the page header gives', () => {
    const meta = headerMeta('Om kakor', {
      title: 'Kakor på webbplatsen',
      desc: 'Så använder vi kakor.',
      fb_title: 'Kakor – delad',
      fb_desc: 'Delad beskrivning.',
      fb_img: 'https://bilder.example.se/kakor.png',
      twitter_desc: 'Beskrivning för X.',
      twitter_img: '/bilder/kakor-x.png',
    });
    const { title, tags } = resolveMeta({ ...meta, type: 'article' }, share, url);
    expect(title).toBe('Kakor på webbplatsen | Jämställdhetsmyndighetens webbutbildningar');
    expect(content(tags, 'description')).toBe('Så använder vi kakor.');
    expect(content(tags, 'og:title')).toBe('Kakor – delad');
    expect(content(tags, 'og:description')).toBe('Delad beskrivning.');
    expect(content(tags, 'og:image')).toBe('https://bilder.example.se/kakor.png');
    expect(content(tags, 'og:type')).toBe('article');
    expect(content(tags, 'twitter:title')).toBe('Kakor – delad');
    expect(content(tags, 'twitter:description')).toBe('Beskrivning för X.');
    expect(content(tags, 'twitter:image')).toBe('https://webbutbildning.example.se/bilder/kakor-x.png');
  });

  it('shares the page title and description when no share texts are given', () => {
    const { tags } = resolveMeta(headerMeta('Om kakor', { desc: 'Så använder vi kakor.' }), share, url);
    expect(content(tags, 'og:title')).toBe('Om kakor');
    expect(content(tags, 'og:description')).toBe('Så använder vi kakor.');
    expect(content(tags, 'twitter:description')).toBe('Så använder vi kakor.');
  });

  it('names a course step with its suffix', () => {
    const { title } = resolveMeta({ title: 'Kurs', step: { kind: 'sorry' } }, share, url);
    expect(title).toBe('Kurs - Tyvärr | Jämställdhetsmyndighetens webbutbildningar');
  });

  it('shares no image that is not an http address, and then uses the small card', () => {
    const { tags } = resolveMeta({ image: 'javascript:alert(1)' }, { ...share, image: undefined }, url);
    expect(content(tags, 'og:image')).toBeNull();
    expect(content(tags, 'twitter:image')).toBeNull();
    expect(content(tags, 'twitter:card')).toBe('summary');
  });

  it('asks search engines to skip pages marked noindex, such as the not-found page', () => {
    expect(content(resolveMeta({ noindex: true }, share, url).tags, 'robots')).toBe('noindex');
    const notFound = resolveMeta(NOT_FOUND_META, share, url);
    expect(notFound.title).toBe('Sidan kunde inte hittas | Jämställdhetsmyndighetens webbutbildningar');
    expect(content(notFound.tags, 'description')).toBe('Sidan kunde inte hittas');
    expect(content(notFound.tags, 'robots')).toBe('noindex');
  });

  it('names the page alone while the settings are unknown', () => {
    expect(resolveMeta({ title: 'Om kakor' }, undefined, url).title).toBe('Om kakor');
  });
});

describe('headerMeta with an HTML description', () => {
  it('gives the text of the description, decoded, to the meta tags', () => {
    expect(
      headerMeta('Kurs', { desc: '<p>Fakta &amp; myter om <em>lön</em>&nbsp;– läs &lt;här&gt;</p>' })
        .description,
    ).toBe('Fakta & myter om lön – läs <här>');
  });
});
