import { BLOCK_FORMS, newBlock } from '@jamstalldhet/blocks';
import type { Block } from '@jamstalldhet/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { demoApiUrl } from '../../../../test/render-app';
import { ServicesProvider } from '../../../site/services';
import { BlockFormFields } from './block-form-fields';

/** An image block's form, held as the editor's page holds it. */
function Editor() {
  const [block, setBlock] = useState<Block>(() => newBlock('image'));
  return <BlockFormFields form={BLOCK_FORMS.image} block={block} idPrefix="b-bild" onChange={setBlock} />;
}

function renderImageForm() {
  const view = render(
    <ServicesProvider apiBaseUrl={demoApiUrl()}>
      <Editor />
    </ServicesProvider>,
  );
  const group = screen.getByRole('group', { name: 'Bild (obligatoriskt)' });
  return { ...view, group, address: within(group).getByRole('textbox', { name: /^Bildens adress/ }) };
}

describe("an image field's preview", () => {
  it("fetches no other host's image, and says where images come from instead", async () => {
    const user = userEvent.setup();
    const { group, address } = renderImageForm();
    await user.type(address, 'https://tracker.example/pixel.gif');
    expect(group.querySelector('img')).toBeNull();
    expect(address).toHaveAccessibleDescription(
      /Bilden måste laddas upp eller väljas bland tidigare bilder\. Bilder från andra webbplatser visas inte\./,
    );
    expect(address).toHaveAttribute('aria-invalid', 'true');

    await user.clear(address);
    await user.type(address, '//tracker.example/pixel.gif');
    expect(group.querySelector('img')).toBeNull();
  });

  it('previews an address the save accepts: a path on the site', async () => {
    const user = userEvent.setup();
    const { group, address } = renderImageForm();
    await user.type(address, '/api/images/3');
    expect(group.querySelector('img')).toHaveAttribute('src', '/api/images/3');
    expect(address).not.toHaveAccessibleDescription(/måste laddas upp/);
    expect(address).not.toHaveAttribute('aria-invalid');
  });
});
