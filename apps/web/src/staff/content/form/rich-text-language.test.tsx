import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

function editor(value: string) {
  const onChange = vi.fn();
  render(
    <>
      <span id="etikett">Text</span>
      <RichTextEditor
        id="text"
        label="Text"
        labelId="etikett"
        describedBy={undefined}
        invalid={false}
        required={false}
        value={value}
        onChange={onChange}
      />
    </>,
  );
  return { onChange, region: screen.getByRole('textbox', { name: 'Text' }) };
}

// Selects `text` inside the region, as an editor's mouse or Shift+arrows would.
function select(region: HTMLElement, text: string) {
  const walker = document.createTreeWalker(region, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = node.textContent?.indexOf(text) ?? -1;
    if (start >= 0) {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, start + text.length);
      document.getSelection()?.removeAllRanges();
      document.getSelection()?.addRange(range);
      document.dispatchEvent(new Event('selectionchange'));
      return;
    }
  }
  throw new Error(`${text} is not in the region`);
}

describe('the rich-text field’s "Språk"', () => {
  it('marks the selected words with their language, and takes the marking away again', async () => {
    const user = userEvent.setup();
    const { onChange, region } = editor('<p>Rapporten heter Closing the gap i år.</p>');
    select(region, 'Closing the gap');
    await user.click(screen.getByRole('button', { name: 'Språk' }));
    expect(screen.getByRole('button', { name: 'Språk' })).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Textens språk' }), 'Engelska');
    await user.click(screen.getByRole('button', { name: 'Märk språket' }));
    expect(onChange).toHaveBeenLastCalledWith(
      '<p>Rapporten heter <span lang="en">Closing the gap</span> i år.</p>',
    );

    select(region, 'Closing');
    await user.click(screen.getByRole('button', { name: 'Språk' }));
    expect(screen.getByRole('combobox', { name: 'Textens språk' })).toHaveValue('en');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Textens språk' }),
      'Svenska (ta bort märkningen)',
    );
    await user.click(screen.getByRole('button', { name: 'Märk språket' }));
    expect(onChange).toHaveBeenLastCalledWith('<p>Rapporten heter Closing the gap i år.</p>');
  });

  it('marks each paragraph a selection crosses, never splitting them', async () => {
    const user = userEvent.setup();
    const { onChange, region } = editor('<p>Hello world</p><p>Foo bar</p><p>Hej då</p>');
    const [first, second] = [...region.querySelectorAll('p')].map((paragraph) => paragraph.firstChild);
    const range = document.createRange();
    range.setStart(first as Node, 6);
    range.setEnd(second as Node, 3);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    document.dispatchEvent(new Event('selectionchange'));
    await user.click(screen.getByRole('button', { name: 'Språk' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Textens språk' }), 'Engelska');
    await user.click(screen.getByRole('button', { name: 'Märk språket' }));
    expect(onChange).toHaveBeenLastCalledWith(
      '<p lang="en">Hello world</p><p lang="en">Foo bar</p><p>Hej då</p>',
    );
  });

  it('closes on Escape without changing the text', async () => {
    const user = userEvent.setup();
    const { onChange, region } = editor('<p>Hello world</p>');
    select(region, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Språk' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Textens språk' })).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });
});
