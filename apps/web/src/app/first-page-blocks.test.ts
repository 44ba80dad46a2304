import { INITIAL_DATA_ID } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { blockNamesInData, firstPageBlockNames, showsEndStep } from './first-page-blocks';

describe('the blocks a first page waits for', () => {
  it('are the frames of a page the server drew', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<div class="jb-block-list"><div data-block="text"></div><div data-block="video-full"></div></div>';
    expect(firstPageBlockNames(container, document)).toEqual(['text', 'video-full']);
  });

  it('are every block in the data block of a page the browser draws alone', () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = INITIAL_DATA_ID;
    data.textContent = JSON.stringify({
      '/api/pages/kurs': {
        components: [{ block_id: 'a', name: 'education-presentation' }],
        education: {
          chapters: [{ episodes: [{ components: [[{ block_id: 'b', name: 'question-radio' }]] }] }],
        },
      },
      '/api/site-settings': { navigation: [{ name: 'not a block' }] },
    });
    document.body.append(data);
    try {
      expect(firstPageBlockNames(document.createElement('div'), document)).toEqual([
        'education-presentation',
        'question-radio',
      ]);
    } finally {
      data.remove();
    }
  });

  it('are none when the data block is missing or broken', () => {
    expect(blockNamesInData(undefined)).toEqual([]);
    expect(blockNamesInData('{not json')).toEqual([]);
  });
});

describe('a first page that is a course end step, whose code the player loads by use', () => {
  it('is the evaluation, thanks or sorry step of a course', () => {
    for (const path of [
      '/jamstalldhet-i-skolan/utvardering',
      '/jamstalldhet-i-skolan/tack',
      '/kurs/tyvarr/',
    ]) {
      expect(showsEndStep(path), path).toBe(true);
    }
  });

  it('is no page, presentation, other address or deeper path', () => {
    for (const path of [
      '/',
      '/tack',
      '/kurs',
      '/kurs/1/1/1',
      '/kurs/fortsatt',
      '/kurs/tack/1',
      '/kurs/okand',
    ]) {
      expect(showsEndStep(path), path).toBe(false);
    }
  });
});
