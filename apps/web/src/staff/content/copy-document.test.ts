import { describe, expect, it } from 'vitest';
import { copyOfDocument } from './copy-document';

describe('copyOfDocument', () => {
  it('gives every block and option a new id, and names the copy', () => {
    const original = {
      id: 7,
      title: 'Kurs',
      chapters: [
        {
          title: 'Ett',
          episodes: [
            {
              components: [
                [
                  { block_id: 'a', name: 'text', html: '<p>A</p>' },
                  { block_id: 'b', name: 'question-radio', answers: [{ id: 'ja', label: 'Ja' }] },
                ],
              ],
            },
          ],
        },
      ],
    };
    const copy = copyOfDocument(original) as typeof original;
    const [text, question] = copy.chapters[0]?.episodes[0]?.components[0] ?? [];
    expect(copy.title).toBe('Kopia av Kurs');
    expect(text?.block_id).toMatch(/^b-/);
    expect(question?.block_id).toMatch(/^b-/);
    expect(question?.answers?.[0]?.id).toMatch(/^o-/);
    expect(question?.answers?.[0]?.label).toBe('Ja');
    // The original is as it was.
    expect(original.chapters[0]?.episodes[0]?.components[0]?.[0]?.block_id).toBe('a');
  });
});
