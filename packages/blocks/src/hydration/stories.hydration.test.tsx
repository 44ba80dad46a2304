/// <reference types="vite/client" />
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlocksProvider } from '../blocks-provider/blocks-context';
import { loadAllCode } from '../course/load-all-code';

// Issue 25: every story renders on a server and hydrates without a mismatch. React, unlike the
// site's Preact, reports every difference in hydration (text, attributes, structure) as a
// recoverable error or a console error; any one fails the story. The server's render runs here
// in the browser, with the same props, so what differs is what a component reads that a server
// does not have.

// The Storybook preview's frame (.storybook/preview.tsx): the provider, and a block list.
setProjectAnnotations({
  // A page the server drew has its blocks' code before it is taken over (render/registry.ts).
  loaders: [loadAllCode],
  decorators: [
    (Story) => (
      <BlocksProvider development>
        <main lang="sv" className="jb-block-list">
          <Story />
        </main>
      </BlocksProvider>
    ),
  ],
});

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

for (const [file, module] of Object.entries(modules)) {
  describe(file.replace('../', ''), () => {
    for (const [name, Story] of Object.entries(composeStories(module))) {
      it(`${name} hydrates as the server drew it`, async () => {
        const Drawn = Story as unknown as ComponentType & { load(): Promise<void> };
        await Drawn.load();
        const container = document.createElement('div');
        container.innerHTML = renderToString(<Drawn />);
        document.body.append(container);
        const recoverable: unknown[] = [];
        await act(async () => {
          hydrateRoot(container, <Drawn />, { onRecoverableError: (error) => recoverable.push(error) });
        });
        expect(recoverable.map(String)).toEqual([]);
        expect(consoleErrors.filter((message) => /hydrat|did not match|server/i.test(message))).toEqual([]);
      });
    }
  });
}
