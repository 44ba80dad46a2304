import { INITIAL_DATA_ID } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { blockNamesInData, firstPageBlockNames } from './first-page-blocks';

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
