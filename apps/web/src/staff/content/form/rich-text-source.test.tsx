import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RichTextSource } from './rich-text-source';

/**
 * The field as a page holds it, with a button that changes the document from outside the
 * textarea (an undo, another editor's merge, a restored version), and every value sent kept.
 */
function Field({ start, outside, sent }: { start: string; outside: string; sent: string[] }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <label htmlFor="html">Text som HTML</label>
      <RichTextSource
        id="html"
        describedBy={undefined}
        invalid={false}
        required={false}
        value={value}
        onChange={(html) => {
          sent.push(html);
          setValue(html);
        }}
      />
      <button type="button" onClick={() => setValue(outside)}>
        Ångra
      </button>
    </>
  );
}

/** The textarea given whatever value the page has now. */
function Shown({ value }: { value: string }) {
  return (
    <>
      <label htmlFor="html">Text som HTML</label>
      <RichTextSource
        id="html"
        describedBy={undefined}
        invalid={false}
        required={false}
        value={value}
        onChange={() => {}}
      />
    </>
  );
}

function field(start: string, outside: string) {
  const sent: string[] = [];
  const view = render(<Field start={start} outside={outside} sent={sent} />);
  return { ...view, sent, source: screen.getByRole('textbox', { name: 'Text som HTML' }) };
}

describe('the HTML of a rich-text field', () => {
  it('shows a value changed from outside, and the next key writes on it, not on the stale text', async () => {
    const user = userEvent.setup();
    const { source, sent } = field('<p>Ett</p>', '<p>Två</p>');
    await user.click(source);
    await user.type(source, ' ');
    await user.click(screen.getByRole('button', { name: 'Ångra' }));
    expect(source).toHaveValue('<p>Två</p>');
    await user.type(source, '{End}!');
    expect(sent.at(-1)).toBe('<p>Två</p>!');
  });

  it('follows another value given to the same textarea (a block moved into its place)', () => {
    const { rerender } = render(<Shown value="<p>Block 1</p>" />);
    rerender(<Shown value="<p>Block 2</p>" />);
    expect(screen.getByRole('textbox', { name: 'Text som HTML' })).toHaveValue('<p>Block 2</p>');
  });

  it('keeps what is typed as typed while the allow-list rewrites what it sends', async () => {
    const user = userEvent.setup();
    const { source, sent } = field('', '');
    await user.click(source);
    await user.type(source, '<p onclick="x">Hej');
    expect(source).toHaveValue('<p onclick="x">Hej');
    expect(sent.at(-1)).not.toContain('onclick');
    expect(sent.at(-1)).toContain('Hej');
    await user.tab();
    expect(source).toHaveValue(sent.at(-1));
  });
});
