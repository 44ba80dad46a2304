import { afterEach, describe, expect, it } from 'vitest';
import { applyMeta } from './head-tags';

function metaContent(selector: string): string | null | undefined {
  return document.head.querySelector(selector)?.getAttribute('content');
}

afterEach(() => {
  for (const element of document.head.querySelectorAll('meta')) {
    element.remove();
  }
});

describe('applyMeta', () => {
  it('sets the title and adds the tags that are missing', () => {
    applyMeta(document, {
      title: 'Om kakor | Webb',
      tags: [
        { attribute: 'property', key: 'og:title', content: 'Om kakor' },
        { attribute: 'name', key: 'description', content: 'Så använder vi kakor.' },
      ],
    });
    expect(document.title).toBe('Om kakor | Webb');
    expect(metaContent('meta[property="og:title"]')).toBe('Om kakor');
    expect(metaContent('meta[name="description"]')).toBe('Så använder vi kakor.');
  });

  it('updates existing tags in place and removes those without content', () => {
    const description = document.createElement('meta');
    description.setAttribute('name', 'description');
    description.setAttribute('content', 'Gammal');
    const robots = document.createElement('meta');
    robots.setAttribute('name', 'robots');
    robots.setAttribute('content', 'noindex');
    document.head.append(description, robots);

    applyMeta(document, {
      title: 'Ny',
      tags: [
        { attribute: 'name', key: 'description', content: 'Ny beskrivning' },
        { attribute: 'name', key: 'robots', content: null },
      ],
    });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(metaContent('meta[name="description"]')).toBe('Ny beskrivning');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
