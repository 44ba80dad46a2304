import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advance, eventually, FAKED_TIMERS, watchNetwork } from '../../../../test/network';
import { demoApiUrl, loginAs, renderApp } from '../../../../test/render-app';
import { DRAFT_STATUS_TEXTS, type Draft, useDraft } from './use-draft';

type Block = { block_id: string; name: string; html?: string };
type Course = Record<string, unknown> & {
  title: string;
  chapters: Array<{ title: string; episodes: Array<{ title: string; components: Block[][] }> }>;
};

let token = '';

beforeEach(async () => {
  token = await loginAs('admin@example.se');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function adminCall(method: string, path: string, body?: unknown) {
  const response = await fetch(`${demoApiUrl()}${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A new course of the test's own with one page of two text blocks, saved once: version 2. */
async function newCourse(): Promise<number> {
  const slug = `utkast-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const created = await adminCall('POST', '/api/admin/content/educations', { title: 'Utkastkurs', slug });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  const data = {
    ...(created.body.data as Record<string, unknown>),
    chapters: [
      {
        title: 'Kapitel 1',
        episodes: [
          {
            title: 'Episod 1',
            components: [
              [
                { block_id: 'b-aaaaaaaaaaaa', name: 'text', html: '<p>Första</p>' },
                { block_id: 'b-bbbbbbbbbbbb', name: 'text', html: '<p>Andra</p>' },
              ],
            ],
          },
        ],
      },
    ],
  };
  const saved = await adminCall('PUT', `/api/admin/content/education/${id}/draft`, { version: 1, data });
  expect(saved.status).toBe(200);
  return id;
}

async function serverDraft(id: number): Promise<{ version: number; data: Course }> {
  const answer = await adminCall('GET', `/api/admin/content/education/${id}`);
  return answer.body as { version: number; data: Course };
}

const blocksOf = (course: Course | null) => course?.chapters[0]?.episodes[0]?.components[0] ?? [];
const htmlOf = (course: Course | null) => blocksOf(course).map((block) => block.html);

/** Changes one text block's HTML, as a block form would. */
const withHtml = (blockId: string, html: string) => (course: Course) => ({
  ...course,
  chapters: course.chapters.map((chapter) => ({
    ...chapter,
    episodes: chapter.episodes.map((episode) => ({
      ...episode,
      components: episode.components.map((page) =>
        page.map((block) => (block.block_id === blockId ? { ...block, html } : block)),
      ),
    })),
  })),
});

/** One editor page's draft: shows the status and hands the draft out at every render. */
function Editor({ id, onDraft }: { id: number; onDraft: (draft: Draft<Course>) => void }) {
  const draft = useDraft<Course>('education', id);
  onDraft(draft);
  return (
    <p role="status" data-draft-status="">
      {draft.statusText}
    </p>
  );
}

/** Renders one editor of a course; `draft()` is its draft as of the latest render. */
function renderEditor(id: number) {
  let latest: Draft<Course> | null = null;
  const view = renderApp('/', {
    children: (
      <Editor
        id={id}
        onDraft={(draft) => {
          latest = draft;
        }}
      />
    ),
  });
  const draft = (): Draft<Course> => {
    if (!latest) {
      throw new Error('not rendered');
    }
    return latest;
  };
  const status = () => view.container.querySelector('[data-draft-status]')?.textContent;
  return { view, draft, status };
}

async function loaded(editor: ReturnType<typeof renderEditor>) {
  await eventually(() => expect(editor.draft().load).toBe('ready'), 10_000);
}

const isDraftSave = (method: string, url: string) => method === 'PUT' && url.endsWith('/draft');

/** Every copy of a course this browser keeps (one per tab), as text; null when there is none. */
function keptInBrowser(id: number): string | null {
  const prefix = `jb-draft:education:${id}:`;
  const copies = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '')
    .filter((key) => key.startsWith(prefix))
    .map((key) => localStorage.getItem(key));
  return copies.length === 0 ? null : copies.join('\n');
}

describe('useDraft', () => {
  it('saves by itself after 2 s without changes, and says "Sparat"', async () => {
    const id = await newCourse();
    vi.useFakeTimers({ toFake: [...FAKED_TIMERS] });
    const network = watchNetwork();
    const editor = renderEditor(id);
    await loaded(editor);
    expect(editor.status()).toBe('Sparat');

    act(() => editor.draft().update((course) => ({ ...course, title: 'Ny titel' })));
    expect(editor.status()).toBe('Osparade ändringar');
    await advance(1900);
    act(() => editor.draft().update((course) => ({ ...course, title: 'Ny titel 2' })));
    await advance(1900);
    expect(network.to('PUT', /\/draft$/)).toHaveLength(0);
    await advance(200);
    expect(network.to('PUT', /\/draft$/)).toHaveLength(1);
    await eventually(() => expect(editor.status()).toBe('Sparat'));
    expect(editor.draft().version).toBe(3);
    expect((await serverDraft(id)).data.title).toBe('Ny titel 2');
    expect(keptInBrowser(id)).toBeNull();

    // Typing on without a pause still saves, at most 10 s after the first unsaved change.
    for (let second = 1; second <= 10; second += 1) {
      act(() => editor.draft().update((course) => ({ ...course, title: `Titel ${second}` })));
      await advance(1000);
    }
    expect(network.to('PUT', /\/draft$/)).toHaveLength(2);
  });

  it('merges a second editor’s save with the first’s: both edits stay', async () => {
    const id = await newCourse();
    const first = renderEditor(id);
    const second = renderEditor(id);
    await loaded(first);
    await loaded(second);

    act(() => first.draft().update(withHtml('b-aaaaaaaaaaaa', '<p>Första, ändrad</p>')));
    await act(async () => {
      await first.draft().saveNow();
    });
    expect(first.status()).toBe('Sparat');

    act(() => second.draft().update(withHtml('b-bbbbbbbbbbbb', '<p>Andra, ändrad</p>')));
    let afterSave = second.draft().status;
    await act(async () => {
      afterSave = (await second.draft().saveNow()).status;
    });
    // Refused, saying who saved and when; this editor's change is kept, theirs is merged in.
    expect(afterSave).toBe('conflict');
    const conflict = second.draft().conflict;
    expect(conflict?.message).toMatch(/sparade en nyare version/);
    expect(conflict?.savedBy).toBeTruthy();
    expect(conflict?.message).toContain(conflict?.savedBy);
    expect(conflict?.conflicts).toEqual([]);
    expect(second.status()).toBe(conflict?.message);
    expect(htmlOf(second.draft().document)).toEqual(['<p>Första, ändrad</p>', '<p>Andra, ändrad</p>']);
    expect(second.draft().version).toBe(first.draft().version);

    await act(async () => {
      await second.draft().saveNow();
    });
    expect(second.status()).toBe('Sparat');
    expect(htmlOf((await serverDraft(id)).data)).toEqual(['<p>Första, ändrad</p>', '<p>Andra, ändrad</p>']);
  });

  it('keeps this editor’s value where both changed one field, and shows theirs', async () => {
    const id = await newCourse();
    const first = renderEditor(id);
    const second = renderEditor(id);
    await loaded(first);
    await loaded(second);
    act(() => first.draft().update(withHtml('b-aaaaaaaaaaaa', '<p>Deras</p>')));
    await act(async () => {
      await first.draft().saveNow();
    });
    act(() => second.draft().update(withHtml('b-aaaaaaaaaaaa', '<p>Mitt</p>')));
    await act(async () => {
      await second.draft().saveNow();
    });
    expect(second.draft().status).toBe('conflict');
    expect(second.draft().conflict?.conflicts).toEqual([
      {
        path: 'chapters[0].episodes[0].components[0][0].html',
        keys: ['chapters', 0, 'episodes', 0, 'components', 0, 0, 'html'],
        mine: '<p>Mitt</p>',
        theirs: '<p>Deras</p>',
        kept: 'mine',
      },
    ]);
    expect(htmlOf(second.draft().document)[0]).toBe('<p>Mitt</p>');
    // Leaving now asks first: the merged document is not on the server.
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    act(() => second.draft().dismissConflict());
    expect(second.draft().conflict).toBeNull();
    await act(async () => {
      await second.draft().saveNow();
    });
    expect(second.status()).toBe('Sparat');
    expect(htmlOf((await serverDraft(id)).data)[0]).toBe('<p>Mitt</p>');
    const left = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(left);
    expect(left.defaultPrevented).toBe(false);
  });

  it('takes their value at a place both changed when the editor chooses "Använd deras", and saves it', async () => {
    const id = await newCourse();
    const first = renderEditor(id);
    const second = renderEditor(id);
    await loaded(first);
    await loaded(second);
    act(() => first.draft().update(withHtml('b-aaaaaaaaaaaa', '<p>Deras</p>')));
    await act(async () => {
      await first.draft().saveNow();
    });
    act(() => second.draft().update(withHtml('b-aaaaaaaaaaaa', '<p>Mitt</p>')));
    act(() => second.draft().update(withHtml('b-bbbbbbbbbbbb', '<p>Bara mitt</p>')));
    await act(async () => {
      await second.draft().saveNow();
    });
    expect(second.draft().conflict?.conflicts).toHaveLength(1);

    let chosen = false;
    act(() => {
      chosen = second.draft().chooseOtherValue(0);
    });
    expect(chosen).toBe(true);
    expect(second.draft().conflict?.conflicts).toEqual([]);
    expect(htmlOf(second.draft().document)).toEqual(['<p>Deras</p>', '<p>Bara mitt</p>']);
    await act(async () => {
      await second.draft().saveNow();
    });
    expect(second.status()).toBe('Sparat');
    expect(htmlOf((await serverDraft(id)).data)).toEqual(['<p>Deras</p>', '<p>Bara mitt</p>']);
  });

  it('leaves a place the editor changed after the merge as it is when "Använd deras" comes late', async () => {
    const id = await newCourse();
    const first = renderEditor(id);
    const second = renderEditor(id);
    await loaded(first);
    await loaded(second);
    act(() => first.draft().update(withHtml('b-aaaaaaaaaaaa', '<p>Deras</p>')));
    await act(async () => {
      await first.draft().saveNow();
    });
    act(() => second.draft().update(withHtml('b-aaaaaaaaaaaa', '<p>Mitt</p>')));
    await act(async () => {
      await second.draft().saveNow();
    });
    act(() => second.draft().update(withHtml('b-aaaaaaaaaaaa', '<p>Mitt, igen</p>')));
    let chosen = true;
    act(() => {
      chosen = second.draft().chooseOtherValue(0);
    });
    expect(chosen).toBe(false);
    expect(htmlOf(second.draft().document)[0]).toBe('<p>Mitt, igen</p>');
  });

  it('keeps the change in the browser when the server cannot be reached, and a reload takes it back', async () => {
    const id = await newCourse();
    const network = watchNetwork();
    network.fail((request) => isDraftSave(request.method, request.url));
    const editor = renderEditor(id);
    await loaded(editor);
    act(() => editor.draft().update(withHtml('b-aaaaaaaaaaaa', '<p>Utan nät</p>')));
    await act(async () => {
      await editor.draft().saveNow();
    });
    expect(editor.draft().status).toBe('offline');
    expect(editor.status()).toBe(DRAFT_STATUS_TEXTS.offline);
    expect(keptInBrowser(id)).toContain('Utan nät');
    editor.view.unmount();

    network.fail(null);
    const reloaded = renderEditor(id);
    await loaded(reloaded);
    expect(reloaded.draft().restoredFromBrowser).toBe(true);
    expect(htmlOf(reloaded.draft().document)).toEqual(['<p>Utan nät</p>', '<p>Andra</p>']);
    expect(reloaded.draft().status).toBe('unsaved');
    await act(async () => {
      await reloaded.draft().saveNow();
    });
    expect(reloaded.status()).toBe('Sparat');
    expect(htmlOf((await serverDraft(id)).data)).toEqual(['<p>Utan nät</p>', '<p>Andra</p>']);
    expect(keptInBrowser(id)).toBeNull();
  });

  it('saves when the connection is back', async () => {
    const id = await newCourse();
    const network = watchNetwork();
    network.fail((request) => isDraftSave(request.method, request.url));
    const editor = renderEditor(id);
    await loaded(editor);
    act(() => editor.draft().update((course) => ({ ...course, title: 'Sparas sen' })));
    await act(async () => {
      await editor.draft().saveNow();
    });
    expect(editor.draft().status).toBe('offline');
    network.fail(null);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await eventually(() => expect(editor.status()).toBe('Sparat'));
    expect((await serverDraft(id)).data.title).toBe('Sparas sen');
  });

  it('sends unsaved changes when the editor is left for another page', async () => {
    const id = await newCourse();
    const editor = renderEditor(id);
    await loaded(editor);
    act(() => editor.draft().update((course) => ({ ...course, title: 'Lämnad' })));
    editor.view.unmount();
    await eventually(async () => expect((await serverDraft(id)).data.title).toBe('Lämnad'));
    await eventually(() => expect(keptInBrowser(id)).toBeNull());
  });

  it('merges changes kept in the browser with a newer draft another editor saved since', async () => {
    const id = await newCourse();
    const network = watchNetwork();
    network.fail((request) => isDraftSave(request.method, request.url));
    const editor = renderEditor(id);
    await loaded(editor);
    act(() => editor.draft().update(withHtml('b-aaaaaaaaaaaa', '<p>Mitt</p>')));
    await act(async () => {
      await editor.draft().saveNow();
    });
    editor.view.unmount();
    network.fail(null);

    // Another editor saves meanwhile, changing the other block.
    const other = await serverDraft(id);
    const theirs = withHtml('b-bbbbbbbbbbbb', '<p>Deras</p>')(other.data);
    expect(
      (
        await adminCall('PUT', `/api/admin/content/education/${id}/draft`, {
          version: other.version,
          data: theirs,
        })
      ).status,
    ).toBe(200);

    const reloaded = renderEditor(id);
    await loaded(reloaded);
    expect(reloaded.draft().restoredFromBrowser).toBe(true);
    expect(reloaded.draft().version).toBe(other.version + 1);
    expect(htmlOf(reloaded.draft().document)).toEqual(['<p>Mitt</p>', '<p>Deras</p>']);
    await act(async () => {
      await reloaded.draft().saveNow();
    });
    expect(reloaded.status()).toBe('Sparat');
    expect(htmlOf((await serverDraft(id)).data)).toEqual(['<p>Mitt</p>', '<p>Deras</p>']);
  });

  it('keeps a change made while a save is under way, and saves it after', async () => {
    const id = await newCourse();
    const realFetch = globalThis.fetch;
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let held = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (isDraftSave(init?.method ?? 'GET', url)) {
        held += 1;
        await gate;
      }
      return realFetch(input, init);
    });
    const editor = renderEditor(id);
    await loaded(editor);

    act(() => editor.draft().update((course) => ({ ...course, title: 'Under sparning 1' })));
    let saving: Promise<unknown> = Promise.resolve();
    act(() => {
      saving = editor.draft().saveNow();
    });
    await eventually(() => expect(held).toBe(1));
    expect(editor.status()).toBe('Sparar …');
    act(() => editor.draft().update((course) => ({ ...course, title: 'Under sparning 2' })));
    open();
    await act(async () => {
      await saving;
    });
    // The save's answer did not put its own title over what was typed meanwhile.
    expect(editor.draft().document?.title).toBe('Under sparning 2');
    expect(editor.draft().status).not.toBe('saved');
    expect((await serverDraft(id)).data.title).toBe('Under sparning 1');
    await act(async () => {
      await editor.draft().saveNow();
    });
    expect(editor.status()).toBe('Sparat');
    expect((await serverDraft(id)).data.title).toBe('Under sparning 2');
  });

  it('takes what the server changed in a save when nothing was typed since', async () => {
    const id = await newCourse();
    const editor = renderEditor(id);
    await loaded(editor);
    act(() =>
      editor
        .draft()
        .update(
          withHtml('b-aaaaaaaaaaaa', '<p>Hej</p><script>alert(1)</script><img src=x onerror=alert(1)>'),
        ),
    );
    await act(async () => {
      await editor.draft().saveNow();
    });
    expect(editor.status()).toBe('Sparat');
    const html = htmlOf(editor.draft().document)[0] ?? '';
    expect(html).toContain('Hej');
    expect(html).not.toMatch(/script|onerror/);
    expect(htmlOf(editor.draft().document)).toEqual(htmlOf((await serverDraft(id)).data));
  });

  it('shows a refused save’s message and the field it names', async () => {
    const id = await newCourse();
    const editor = renderEditor(id);
    await loaded(editor);
    act(() =>
      editor.draft().update((course) => ({
        ...course,
        chapters: [
          {
            title: 'K',
            episodes: [
              {
                title: 'E',
                components: [[{ block_id: 'b-cccccccccccc', name: 'text', bgcolor: 'ingen-färg' }]],
              },
            ],
          },
        ],
      })),
    );
    await act(async () => {
      await editor.draft().saveNow();
    });
    expect(editor.draft().status).toBe('refused');
    const refusal = editor.draft().refusal;
    expect(refusal?.field).toBe('data.chapters[0].episodes[0].components[0][0].bgcolor');
    expect(refusal?.problems[0]?.path).toBe('chapters[0].episodes[0].components[0][0].bgcolor');
    expect(editor.status()).toBe(refusal?.message);
    expect(keptInBrowser(id)).toContain('ingen-färg');
  });

  it('brings an open conflict notice back after a reload, autosave still held', async () => {
    const id = await newCourse();
    const first = renderEditor(id);
    const second = renderEditor(id);
    await loaded(first);
    await loaded(second);
    act(() => first.draft().update(withHtml('b-aaaaaaaaaaaa', '<p>Deras</p>')));
    await act(async () => {
      await first.draft().saveNow();
    });
    act(() => second.draft().update(withHtml('b-aaaaaaaaaaaa', '<p>Mitt</p>')));
    await act(async () => {
      await second.draft().saveNow();
    });
    expect(second.draft().conflict?.conflicts).toHaveLength(1);
    second.view.unmount();

    // The kept copy is on their version now: without the notice, it would come back silently.
    const reloaded = renderEditor(id);
    await loaded(reloaded);
    expect(reloaded.draft().restoredFromBrowser).toBe(true);
    expect(htmlOf(reloaded.draft().document)[0]).toBe('<p>Mitt</p>');
    expect(reloaded.draft().conflict?.conflicts.map((conflict) => conflict.theirs)).toEqual(['<p>Deras</p>']);
    expect(reloaded.draft().status).toBe('conflict');

    // Read, it stays gone after the next reload (the changes still only in the browser).
    const network = watchNetwork();
    network.fail((request) => isDraftSave(request.method, request.url));
    act(() => reloaded.draft().dismissConflict());
    reloaded.view.unmount();
    network.fail(null);
    const again = renderEditor(id);
    await loaded(again);
    expect(again.draft().restoredFromBrowser).toBe(true);
    expect(again.draft().conflict).toBeNull();
  });

  it('keeps the undecided places of an open notice when a second merge comes', async () => {
    const id = await newCourse();
    const first = renderEditor(id);
    const second = renderEditor(id);
    await loaded(first);
    await loaded(second);
    act(() => first.draft().update(withHtml('b-aaaaaaaaaaaa', '<p>Deras</p>')));
    await act(async () => {
      await first.draft().saveNow();
    });
    act(() => second.draft().update(withHtml('b-aaaaaaaaaaaa', '<p>Mitt</p>')));
    await act(async () => {
      await second.draft().saveNow();
    });
    expect(second.draft().conflict?.conflicts).toHaveLength(1);

    // Before the second editor decides, both change the other block too.
    act(() => first.draft().update(withHtml('b-bbbbbbbbbbbb', '<p>Deras andra</p>')));
    await act(async () => {
      await first.draft().saveNow();
    });
    act(() => second.draft().update(withHtml('b-bbbbbbbbbbbb', '<p>Min andra</p>')));
    await act(async () => {
      await second.draft().saveNow();
    });
    expect(second.draft().conflict?.conflicts.map((conflict) => conflict.path)).toEqual([
      'chapters[0].episodes[0].components[0][1].html',
      'chapters[0].episodes[0].components[0][0].html',
    ]);
    expect(second.draft().status).toBe('conflict');
  });

  it('undoes and redoes every step of the session, typing of one block as one step (issue 36)', async () => {
    const id = await newCourse();
    vi.useFakeTimers({ toFake: [...FAKED_TIMERS] });
    const editor = renderEditor(id);
    await loaded(editor);
    expect(editor.draft().canUndo).toBe(false);

    // Typing in one block without a pause is one step; after a pause, another.
    for (const html of ['<p>F</p>', '<p>Fö</p>', '<p>För</p>']) {
      act(() => editor.draft().update(withHtml('b-aaaaaaaaaaaa', html), { group: 'block:b-aaaaaaaaaaaa' }));
      await advance(300);
    }
    await advance(1200);
    act(() =>
      editor.draft().update(withHtml('b-aaaaaaaaaaaa', '<p>Förr</p>'), { group: 'block:b-aaaaaaaaaaaa' }),
    );
    // A removal is a step of its own.
    act(() =>
      editor.draft().update((course) => ({
        ...course,
        chapters: [
          { ...course.chapters[0], episodes: [{ title: 'Episod 1', components: [[]] }] },
        ] as Course['chapters'],
      })),
    );
    expect(blocksOf(editor.draft().document)).toEqual([]);

    act(() => expect(editor.draft().undo()).toBe(true));
    expect(htmlOf(editor.draft().document)).toEqual(['<p>Förr</p>', '<p>Andra</p>']);
    act(() => expect(editor.draft().undo()).toBe(true));
    expect(htmlOf(editor.draft().document)).toEqual(['<p>För</p>', '<p>Andra</p>']);
    act(() => expect(editor.draft().undo()).toBe(true));
    expect(htmlOf(editor.draft().document)).toEqual(['<p>Första</p>', '<p>Andra</p>']);
    act(() => expect(editor.draft().undo()).toBe(false));
    expect(editor.draft().canRedo).toBe(true);

    act(() => expect(editor.draft().redo()).toBe(true));
    expect(htmlOf(editor.draft().document)).toEqual(['<p>För</p>', '<p>Andra</p>']);
    // A new change drops what could be redone.
    act(() => editor.draft().update((course) => ({ ...course, title: 'Ny' })));
    expect(editor.draft().canRedo).toBe(false);

    // What "Ångra" brings back is saved like any change.
    act(() => expect(editor.draft().undo()).toBe(true));
    await advance(2100);
    await eventually(() => expect(editor.status()).toBe('Sparat'));
    expect(htmlOf((await serverDraft(id)).data)).toEqual(['<p>För</p>', '<p>Andra</p>']);
  });

  it('keeps the last 200 steps, at least 100 as the issue asks, and drops older ones', async () => {
    const id = await newCourse();
    const editor = renderEditor(id);
    await loaded(editor);
    for (let step = 1; step <= 250; step += 1) {
      act(() => editor.draft().update((course) => ({ ...course, title: `Titel ${step}` })));
    }
    let undone = 0;
    act(() => {
      while (editor.draft().undo()) {
        undone += 1;
      }
    });
    expect(undone).toBe(200);
    expect(editor.draft().document?.title).toBe('Titel 50');
  });
});
