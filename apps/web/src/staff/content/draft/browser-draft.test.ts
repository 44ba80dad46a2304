import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowserDraft } from './browser-draft';

type BrowserDraftModule = typeof import('./browser-draft');

// A page load: the module anew (what it remembers of this page's reads starts empty), in the
// tab whose id sessionStorage holds. jsdom has one sessionStorage; a tab is its id there.
async function loadPageInTab(tab: string): Promise<BrowserDraftModule> {
  vi.resetModules();
  const module = await import('./browser-draft');
  sessionStorage.setItem(module.TAB_ID_KEY, tab);
  return module;
}

// Changed `ago` milliseconds before now.
const kept = (title: string, ago: number): BrowserDraft => ({
  version: 3,
  base: { title: 'Från servern' },
  document: { title },
  changedAt: Date.now() - ago,
});

const draftKeys = (id: string) =>
  Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '')
    .filter((key) => key.startsWith(`jb-draft:education:${id}`))
    .sort();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

// Each test has a document of its own: the listeners of earlier "page loads" stay on jsdom's window.
describe('changes kept in the browser', () => {
  it('keeps one copy per tab: a reloaded tab gets its own changes, not another tab’s', async () => {
    const first = await loadPageInTab('flik-1');
    expect(first.readFromBrowser('education', 71)).toBeNull();
    first.keepInBrowser('education', 71, kept('Flik 1', 2000));
    // A second tab opens the document while the first still edits it: the first's copy stays its own.
    const second = await loadPageInTab('flik-2');
    expect(second.readFromBrowser('education', 71)).toBeNull();
    second.keepInBrowser('education', 71, kept('Flik 2', 1000));

    // The first tab lost its connection and is reloaded: same tab, same id.
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    const reloaded = await loadPageInTab('flik-1');
    expect(reloaded.readFromBrowser('education', 71)?.document).toEqual({ title: 'Flik 1' });
    const reloadedSecond = await loadPageInTab('flik-2');
    expect(reloadedSecond.readFromBrowser('education', 71)?.document).toEqual({ title: 'Flik 2' });
  });

  it('makes a new tab take the newest copy another tab left behind, moved to its own key', async () => {
    const first = await loadPageInTab('flik-1');
    first.keepInBrowser('education', 72, kept('Äldre', 3000));
    const second = await loadPageInTab('flik-2');
    second.keepInBrowser('education', 72, kept('Nyare', 1000));
    // Both tabs are closed.
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    // A copy from before copies were per tab counts as one left behind too.
    localStorage.setItem('jb-draft:education:72', JSON.stringify(kept('Delad', 2000)));
    // Another document's copy is not this one's.
    localStorage.setItem('jb-draft:education:720:flik-9', JSON.stringify(kept('Annan', 0)));

    const opened = await loadPageInTab('flik-3');
    expect(opened.readFromBrowser('education', 72)?.document).toEqual({ title: 'Nyare' });
    expect(draftKeys('72')).toEqual([
      'jb-draft:education:72',
      'jb-draft:education:720:flik-9',
      'jb-draft:education:72:flik-1',
      'jb-draft:education:72:flik-3',
    ]);

    // Once the server has it, it is forgotten; the other copies wait for the next tab.
    opened.forgetInBrowser('education', 72);
    expect(localStorage.getItem('jb-draft:education:72:flik-3')).toBeNull();
    const next = await loadPageInTab('flik-4');
    expect(next.readFromBrowser('education', 72)?.document).toEqual({ title: 'Delad' });
    expect(localStorage.getItem('jb-draft:education:72:flik-4')).toContain('Delad');
  });

  it('takes a copy whose tab ended without a word only after a day without changes', async () => {
    const crashed = await loadPageInTab('flik-1');
    crashed.keepInBrowser('education', 73, kept('Färsk', 0));
    const opened = await loadPageInTab('flik-2');
    expect(opened.readFromBrowser('education', 73)).toBeNull();
    localStorage.setItem(
      'jb-draft:education:73:flik-1',
      JSON.stringify(kept('Gammal', opened.LEFT_BEHIND_AFTER_MS + 1)),
    );
    expect(opened.readFromBrowser('education', 73)?.document).toEqual({ title: 'Gammal' });
  });

  it('gives a tab an id of its own that survives its reloads', async () => {
    vi.resetModules();
    const page = await import('./browser-draft');
    page.keepInBrowser('education', 74, kept('Min', 0));
    const tab = sessionStorage.getItem(page.TAB_ID_KEY);
    expect(tab).toBeTruthy();
    expect(draftKeys('74')).toEqual([`jb-draft:education:74:${tab}`]);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    const reloaded = await loadPageInTab(tab as string);
    expect(reloaded.readFromBrowser('education', 74)?.document).toEqual({ title: 'Min' });
  });

  it('lets a tab look at its own copy without taking over one another tab left behind', async () => {
    const closed = await loadPageInTab('flik-1');
    closed.keepInBrowser('education', 75, kept('Lämnad', 1000));
    window.dispatchEvent(new PageTransitionEvent('pagehide'));

    const looking = await loadPageInTab('flik-2');
    expect(looking.ownCopyInBrowser('education', 75)).toBeNull();
    expect(draftKeys('75')).toEqual(['jb-draft:education:75:flik-1']);
    looking.keepInBrowser('education', 75, kept('Egen', 0));
    expect(looking.ownCopyInBrowser('education', 75)?.document).toEqual({ title: 'Egen' });
    expect(draftKeys('75')).toEqual(['jb-draft:education:75:flik-1', 'jb-draft:education:75:flik-2']);
  });

  it('reads a kept conflict notice back, and drops one not readable as one but keeps the changes', async () => {
    const page = await loadPageInTab('flik-1');
    const notice = {
      message: 'Alva sparade en nyare version.',
      savedBy: 'Alva',
      savedAt: 1_700_000_000,
      conflicts: [{ path: 'title', keys: ['title'], mine: 'Min', theirs: 'Deras', kept: 'mine' as const }],
      theirs: { title: 'Deras' },
    };
    page.keepInBrowser('education', 76, { ...kept('Min', 0), conflict: notice });
    expect(page.readFromBrowser('education', 76)?.conflict).toEqual(notice);

    const key = draftKeys('76')[0] as string;
    const broken = { ...notice, conflicts: [{ path: 'title', keys: 'title', kept: 'båda' }] };
    localStorage.setItem(key, JSON.stringify({ ...kept('Min', 0), conflict: broken }));
    const read = page.readFromBrowser('education', 76);
    expect(read?.document).toEqual({ title: 'Min' });
    expect(read?.conflict).toBeUndefined();
  });
});
