import { File as NodeFile } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32 } from 'node:zlib';
import { BLOCK_FORMS, type BlockName, newBlock } from '@jamstalldhet/blocks';
import { draftFieldProblems } from '@jamstalldhet/blocks/engine';
import { type Block, BlockSchema } from '@jamstalldhet/contract';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoApiUrl, loginAs } from '../../../../test/render-app';
import { ServicesProvider } from '../../../site/services';
import { BlockFormFields, fieldId, fieldIdOfPath } from './block-form-fields';

const BLOCK_NAMES = Object.keys(BLOCK_FORMS) as BlockName[];
const PREFIX = 'b-prov';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const HOSTILE_HTML =
  '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">länk</a><p onclick="alert(4)">Hej</p>';
const TIMEOUT = { timeout: 15_000 };
const here = path.dirname(fileURLToPath(import.meta.url));

interface EditorProps {
  name: BlockName;
  block: Block | undefined;
  errors: Readonly<Record<string, string>> | undefined;
  written: Block[];
}

/** One block held as the editor's page holds it, every block the form writes kept in `written`. */
function Editor({ name, block: start, errors, written }: EditorProps) {
  const [block, setBlock] = useState<Block>(() => start ?? newBlock(name));
  return (
    <BlockFormFields
      form={BLOCK_FORMS[name]}
      block={block}
      idPrefix={PREFIX}
      errors={errors}
      onChange={(next) => {
        written.push(next);
        setBlock(next);
      }}
    />
  );
}

/** Renders one block's form against the demo API. */
function renderForm(
  name: BlockName,
  options: { block?: Block; errors?: Readonly<Record<string, string>> } = {},
) {
  const written: Block[] = [];
  const view = render(
    <ServicesProvider apiBaseUrl={demoApiUrl()}>
      <Editor name={name} block={options.block} errors={options.errors} written={written} />
    </ServicesProvider>,
  );
  const last = () => {
    const block = written.at(-1);
    if (block === undefined) {
      throw new Error('The form wrote nothing.');
    }
    return block;
  };
  return { ...view, written, last };
}

/** What every block a form writes must be: a block the contract reads and the draft checks let by. */
function expectSound(block: Block) {
  const parsed = BlockSchema.safeParse(block);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(draftFieldProblems({ components: [block] })).toEqual([]);
}

async function axeViolations(container: HTMLElement): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    // jsdom draws nothing, so contrast is checked in the browser tests.
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Every control a person fills in or presses, found the way a screen reader finds them. */
function controls(container: HTMLElement): HTMLElement[] {
  return [
    ...container.querySelectorAll<HTMLElement>(
      'input:not([type="file"]), select, textarea, button, [role="textbox"]',
    ),
  ];
}

function question(): Block {
  const block = newBlock('question-radio');
  return { ...block, title: 'Vilken färg har himlen?' };
}

describe('the block forms, for every block type', () => {
  it.each(BLOCK_NAMES)('%s: every control is named, ids are unique, axe finds nothing', async (name) => {
    const user = userEvent.setup();
    const { container, written } = renderForm(name);
    // "Utseende" is closed until asked for; opened, its fields are checked too.
    const layout = screen.queryByRole('button', { name: 'Utseende' });
    if (layout) {
      expect(layout).toHaveAttribute('aria-expanded', 'false');
      await user.click(layout);
      expect(layout).toHaveAttribute('aria-expanded', 'true');
    }
    // Each list gets an item, so that the fields of items are checked too.
    for (const add of screen.queryAllByRole('button', { name: /^Lägg till / })) {
      await user.click(add);
    }
    for (const control of controls(container)) {
      expect(control, control.outerHTML.slice(0, 120)).toHaveAccessibleName();
    }
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size, 'repeated ids').toBe(ids.length);
    for (const control of container.querySelectorAll(
      'input:not([type="file"]), select, textarea, [role="textbox"]',
    )) {
      expect(control.id.startsWith(`${PREFIX}-`), control.id).toBe(true);
    }
    if (layout) {
      expect(screen.getByRole('group', { name: 'Utseende' })).toBeInTheDocument();
    }
    expect(await axeViolations(container)).toEqual([]);
    for (const block of written) {
      expectSound(block);
    }
  });
});

describe('a text field', () => {
  it('writes what is typed as plain text, hostile or not', async () => {
    const user = userEvent.setup();
    const { container, last } = renderForm('question-radio');
    const title = screen.getByRole('textbox', { name: 'Fråga (obligatoriskt)' });
    expect(title).toHaveAttribute('id', fieldId(PREFIX, ['title']));
    expect(title).toHaveAccessibleDescription('Högst 200 tecken.');
    await user.type(title, '<img src=x onerror=alert(1)>Hej');
    expect(last().title).toBe('<img src=x onerror=alert(1)>Hej');
    expect(container.querySelector('img')).toBeNull();
    expectSound(last());
  });

  it('leaves an empty required field to the publish check, not to a blur (issue 36)', async () => {
    // A message appearing on blur moved "Ladda upp bild" away under the pointer mid-click.
    const user = userEvent.setup();
    renderForm('question-radio');
    const title = screen.getByRole('textbox', { name: 'Fråga (obligatoriskt)' });
    expect(title).toHaveAttribute('aria-required', 'true');
    await user.click(title);
    await user.tab();
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error it is given next to its field, which links to it by the same path', () => {
    renderForm('link-button', { errors: { 'button.url': 'Adressen "javascript:x" är inte tillåten.' } });
    const address = screen.getByRole('textbox', { name: 'Adress (obligatoriskt)' });
    expect(address).toHaveAttribute('id', fieldIdOfPath(PREFIX, 'button.url'));
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(/Adressen "javascript:x" är inte tillåten\./);
  });
});

describe('an address field', () => {
  it('takes a site path and leaves a refused address to the draft checks', async () => {
    const user = userEvent.setup();
    const { last } = renderForm('link-button');
    const address = screen.getByRole('textbox', { name: 'Adress (obligatoriskt)' });
    expect(address).toHaveAttribute('type', 'text');
    expect(address).toHaveAttribute('inputmode', 'url');
    await user.type(address, '/om-kakor');
    expect(last().button).toMatchObject({ url: '/om-kakor' });
    expectSound(last());
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    expect(draftFieldProblems({ components: [last()] }).map((problem) => problem.path)).toEqual([
      'components[0].button.url',
    ]);
  });
});

describe('answer options', () => {
  it('marks "Rätt svar", adds, moves and removes options, keeping their ids', async () => {
    const user = userEvent.setup();
    const block = question();
    const { last } = renderForm('question-radio', { block });
    const options = screen.getByRole('group', { name: 'Svarsalternativ' });
    const [firstId, secondId] = (block.answers ?? []).map((option) => option.id);
    expect(within(options).queryByText(/^o-/)).toBeNull();

    const second = within(options).getByRole('group', { name: 'Alternativ 2' });
    await user.click(within(second).getByRole('checkbox', { name: 'Rätt svar' }));
    expect(last().answers?.map((option) => option.correct)).toEqual([false, true]);
    expectSound(last());

    await user.click(within(options).getByRole('button', { name: 'Lägg till alternativ' }));
    const third = screen.getByRole('textbox', { name: 'Svarsalternativ 3' });
    expect(third).toHaveFocus();
    expect(third).toHaveValue('Alternativ 3');
    await user.clear(third);
    await user.type(third, 'Blå');
    const answers = last().answers ?? [];
    expect(answers).toHaveLength(3);
    expect(answers[2]?.label).toBe('Blå');
    expect(new Set(answers.map((option) => option.id)).size).toBe(3);
    expectSound(last());

    await user.click(screen.getByRole('button', { name: 'Flytta upp alternativ 3' }));
    expect(last().answers?.map((option) => option.label)).toEqual(['Alternativ 1', 'Blå', 'Alternativ 2']);
    expect(screen.getByRole('button', { name: 'Flytta upp alternativ 2' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Alternativ 3 flyttades till plats 2.');

    await user.click(screen.getByRole('button', { name: 'Ta bort alternativ 1' }));
    expect(last().answers?.map((option) => option.id)).toEqual([answers[2]?.id, secondId]);
    expect(last().answers?.some((option) => option.id === firstId)).toBe(false);
    expect(last().answers?.[1]?.correct).toBe(true);
    expectSound(last());
    // A radio question needs two options: the last two cannot be removed.
    expect(screen.getByRole('button', { name: 'Ta bort alternativ 1' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Alternativ 1' })).toHaveFocus();
  });

  it('shows errors of the whole list and of one option on them, where the error summary links', async () => {
    const { container } = renderForm('question-radio', {
      block: question(),
      errors: { answers: 'Markera minst ett rätt svar.', 'answers[1].id': 'Två alternativ har samma id.' },
    });
    const options = screen.getByRole('group', { name: 'Svarsalternativ' });
    expect(options).toHaveAttribute('id', fieldIdOfPath(PREFIX, 'answers'));
    expect(options).toHaveAccessibleDescription(/Markera minst ett rätt svar\./);
    const second = screen.getByRole('group', { name: 'Alternativ 2' });
    expect(second).toHaveAttribute('id', fieldIdOfPath(PREFIX, 'answers[1].id'));
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription('Två alternativ har samma id.');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('"Utseende"', () => {
  it('opens by itself when a refused publish names one of its fields', () => {
    renderForm('text', { errors: { bgcolor: 'Värdet "rosa" finns inte.' } });
    expect(screen.getByRole('button', { name: 'Utseende' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Bakgrundsfärg' })).toHaveAccessibleDescription(/rosa/);
  });
});

describe('a select list and a checkbox', () => {
  it('writes the chosen value, and the empty choice leaves the field out', async () => {
    const user = userEvent.setup();
    const { last } = renderForm('text');
    await user.click(screen.getByRole('button', { name: 'Utseende' }));
    const colour = screen.getByRole('combobox', { name: 'Bakgrundsfärg' });
    await user.selectOptions(colour, 'Lila');
    expect(last().bgcolor).toBe('purple');
    expectSound(last());
    await user.selectOptions(colour, 'Ingen');
    expect(Object.hasOwn(last(), 'bgcolor')).toBe(false);
    expectSound(last());
  });

  it('writes a checkbox as true or false', async () => {
    const user = userEvent.setup();
    const { last } = renderForm('question-checkbox');
    await user.click(screen.getByRole('checkbox', { name: 'Obligatorisk fråga' }));
    expect(last().mandatory).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Utseende' }));
    await user.click(screen.getByRole('checkbox', { name: 'Ram runt blocket' }));
    expect(last().border).toBe(true);
    expectSound(last());
  });
});

describe('a list of items', () => {
  it('adds, fills in, moves and removes items with their own fields', async () => {
    const user = userEvent.setup();
    const { last } = renderForm('list-downloads');
    const files = screen.getByRole('group', { name: 'Filer' });
    await user.click(within(files).getByRole('button', { name: 'Lägg till fil' }));
    const second = within(files).getByRole('group', { name: 'Fil 2' });
    expect(second).toHaveFocus();
    await user.type(
      within(second).getByRole('textbox', { name: 'Filens adress (obligatoriskt)' }),
      '/filer/plan.pdf',
    );
    await user.type(within(second).getByRole('textbox', { name: 'Filnamn (obligatoriskt)' }), 'plan.pdf');
    expect(last().items?.[1]).toMatchObject({ file: { url: '/filer/plan.pdf', name: 'plan.pdf' } });
    expectSound(last());

    await user.click(within(files).getByRole('button', { name: 'Flytta upp fil 2' }));
    expect(last().items?.[0]).toMatchObject({ file: { name: 'plan.pdf' } });
    expect(within(files).getByRole('button', { name: 'Flytta ned fil 1' })).toHaveFocus();
    await user.click(within(files).getByRole('button', { name: 'Ta bort fil 2' }));
    expect(last().items).toHaveLength(1);
    expectSound(last());
    // At least one file: the last one stays.
    expect(within(files).getByRole('button', { name: 'Ta bort fil 1' })).toBeDisabled();
  });

  it('gives items an id where other data names them, never shown', async () => {
    const user = userEvent.setup();
    const { last } = renderForm('education-archive');
    await user.click(screen.getByRole('button', { name: 'Lägg till mapp' }));
    await user.click(screen.getByRole('button', { name: 'Lägg till mapp' }));
    const ids = last().folders?.map((folder) => folder.id);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expectSound(last());
  });
});

describe('a rich-text field', () => {
  it('is a named multi-line textbox with its toolbar of real buttons', () => {
    renderForm('text');
    const region = screen.getByRole('textbox', { name: 'Text (obligatoriskt)' });
    expect(region).toHaveAttribute('aria-multiline', 'true');
    expect(region).toHaveAttribute('id', fieldId(PREFIX, ['html']));
    const toolbar = screen.getByRole('group', { name: 'Formatering av Text' });
    for (const name of ['Fet', 'Kursiv', 'Länk', 'Punktlista', 'Numrerad lista', 'Rubrik']) {
      expect(within(toolbar).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it("asks a link's address beside the toolbar and refuses one the allow-list would drop", async () => {
    const user = userEvent.setup();
    renderForm('text');
    const link = screen.getByRole('button', { name: 'Länk' });
    expect(link).toHaveAttribute('aria-expanded', 'false');
    await user.click(link);
    const address = screen.getByRole('textbox', { name: 'Länkens adress' });
    expect(address).toHaveFocus();
    await user.type(address, 'javascript:alert(1){Enter}');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(/Adressen är inte tillåten/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'Länkens adress' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Text (obligatoriskt)' })).toHaveFocus();
  });

  it('writes typed text as text, never as markup', async () => {
    const user = userEvent.setup();
    const { container, last } = renderForm('text');
    await user.type(
      screen.getByRole('textbox', { name: 'Text (obligatoriskt)' }),
      '<script>alert(1)</script>',
    );
    expect(last().html).not.toMatch(/<script|onerror|javascript:/i);
    expect(last().html).toContain('&lt;script&gt;');
    expect(container.querySelector('script')).toBeNull();
    expectSound(last());
  });

  it('keeps only the allow-list of pasted HTML, in the field and on the page', async () => {
    const { container, last } = renderForm('text');
    const region = screen.getByRole('textbox', { name: 'Text (obligatoriskt)' });
    region.focus();
    const range = document.createRange();
    range.selectNodeContents(region);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    const data = { getData: (type: string) => (type === 'text/html' ? HOSTILE_HTML : 'Hej') };
    await act(async () => {
      fireEvent.paste(region, { clipboardData: data });
    });
    expect(last().html).toContain('Hej');
    expect(last().html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(container.querySelector('script, [onerror], [onclick], a[href^="javascript"]')).toBeNull();
    expectSound(last());
  });

  it('shows the HTML in a labelled textarea after "Visa HTML", and sanitizes what is typed there', async () => {
    const user = userEvent.setup();
    const { container, last } = renderForm('video-full');
    // The second rich-text field of a video is its text version.
    const toggle = screen.getAllByRole('button', { name: 'Visa HTML' })[1];
    if (!toggle) {
      throw new Error('No "Visa HTML" for the text version.');
    }
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const source = screen.getByRole('textbox', {
      name: 'Textversion (transkription) (obligatoriskt) som HTML',
    });
    expect(source).toHaveAttribute('id', fieldId(PREFIX, ['video_transcript']));
    await user.click(source);
    await user.paste(HOSTILE_HTML);
    expect(last().video_transcript).toContain('Hej');
    expect(last().video_transcript).not.toMatch(/<script|onerror|onclick|javascript:/i);
    await user.tab();
    expect(source).not.toHaveValue(expect.stringMatching(/<script/));
    await user.click(toggle);
    const region = screen.getByRole('textbox', { name: 'Textversion (transkription) (obligatoriskt)' });
    expect(region).toHaveTextContent('Hej');
    expect(container.querySelector('script, [onerror], [onclick], a[href^="javascript"]')).toBeNull();
    expectSound(last());
  });
});

describe('an image field', () => {
  // jsdom's FormData cannot carry a file to Node's fetch; the platform's own FormData, as every
  // browser has, sends the real bytes to the real API.
  beforeEach(async () => {
    const parsed = await new Response('--x--\r\n', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    }).formData();
    vi.stubGlobal('FormData', parsed.constructor);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /**
   * A real PNG with a comment of its own, so that it is a new upload: the API keeps one image per
   * content and answers a repeated upload with the first one's name.
   */
  async function png(name: string): Promise<File> {
    const bytes = await readFile(path.join(here, '../../../../public/delningsbild.png'));
    const data = Buffer.from(`Comment\0${name} ${Date.now()} ${Math.random()}`, 'latin1');
    const type = Buffer.from('tEXt', 'latin1');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
    // After the signature (8 bytes) and the header chunk (25 bytes).
    const unique = Buffer.concat([bytes.subarray(0, 33), length, type, data, crc, bytes.subarray(33)]);
    return new NodeFile([unique], name, { type: 'image/png' }) as unknown as File;
  }

  it('uploads an image, asks its text alternative, and marks it decorative', async () => {
    await loginAs('admin@example.se');
    const user = userEvent.setup();
    const { last } = renderForm('image');
    const group = screen.getByRole('group', { name: 'Bild (obligatoriskt)' });
    const alt = within(group).getByRole('textbox', { name: 'Alternativtext' });
    expect(alt).toBeDisabled();
    expect(within(group).getByRole('button', { name: 'Ladda upp bild' })).toBeEnabled();

    await user.upload(
      within(group).getByLabelText('Ladda upp bild', { selector: 'input' }),
      await png('kartan.png'),
    );
    await waitFor(() => expect(last().image?.url).toMatch(/^\/api\/images\/\d+$/), TIMEOUT);
    expect(last().image).toMatchObject({ width: expect.any(Number), height: expect.any(Number), alt: '' });
    expect(screen.getByRole('status')).toHaveTextContent('Bilden kartan.png är uppladdad och vald.');

    const altText = within(group).getByRole('textbox', { name: 'Alternativtext (obligatoriskt)' });
    await user.type(altText, 'En karta över Sverige');
    expect(last().image?.alt).toBe('En karta över Sverige');
    expectSound(last());

    await user.click(within(group).getByRole('checkbox', { name: 'Dekorativ bild' }));
    expect(last().image).toMatchObject({ alt: '', decorative: true });
    expect(within(group).getByRole('textbox', { name: 'Alternativtext' })).toBeDisabled();
    expectSound(last());
    await user.click(within(group).getByRole('checkbox', { name: 'Dekorativ bild' }));
    expect(last().image?.alt).toBe('En karta över Sverige');
    expect(last().image?.decorative).toBeUndefined();
  });

  it('lists earlier uploads by name and writes the one chosen', async () => {
    await loginAs('admin@example.se');
    const user = userEvent.setup();
    const first = renderForm('image');
    await user.upload(
      screen.getByLabelText('Ladda upp bild', { selector: 'input' }),
      await png('tidigare.png'),
    );
    await waitFor(() => expect(first.last().image?.url).toMatch(/^\/api\/images\/\d+$/), TIMEOUT);
    const uploaded = first.last().image?.url;
    first.unmount();

    const { last, container } = renderForm('card-full');
    const earlier = screen.getByRole('button', { name: 'Välj en tidigare bild' });
    expect(earlier).toHaveAttribute('aria-expanded', 'false');
    await user.click(earlier);
    expect(earlier).toHaveAttribute('aria-expanded', 'true');
    const choice = (await screen.findAllByRole('button', { name: /^tidigare\.png/ }, TIMEOUT))[0];
    expect(choice?.querySelector('img')).toHaveAttribute('alt', '');
    if (choice) {
      await user.click(choice);
    }
    expect(last().image?.url).toBe(uploaded);
    expectSound(last());
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the API's refusal next to the button", async () => {
    await loginAs('admin@example.se');
    const user = userEvent.setup();
    const { written } = renderForm('image');
    const notAnImage = new NodeFile([new TextEncoder().encode('<svg onload="alert(1)"/>')], 'bild.png', {
      type: 'image/png',
    }) as unknown as File;
    await user.upload(screen.getByLabelText('Ladda upp bild', { selector: 'input' }), notAnImage);
    const button = screen.getByRole('button', { name: 'Ladda upp bild' });
    await waitFor(() => expect(button.getAttribute('aria-describedby')).toMatch(/-error$/), TIMEOUT);
    // The API's own words (it reads the bytes, not the name), not the form's "try again".
    expect(button).toHaveAccessibleDescription(/^PNG, JPEG eller WebP\. \S/);
    expect(button).not.toHaveAccessibleDescription(/Bilden kunde inte laddas upp/);
    expect(screen.getByRole('status')).toHaveTextContent(/PNG/);
    expect(written).toEqual([]);
  });
});
