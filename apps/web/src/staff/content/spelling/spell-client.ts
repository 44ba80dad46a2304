import type { SpellRequest, SpellResponse } from './spell-messages';

/** Looks words up: the unknown ones with their suggestions. */
export type LookUpWords = (
  words: readonly string[],
  siteWords: readonly string[],
) => Promise<Map<string, string[]>>;

// A first check waits for the dictionary (about 2 s); one that takes this long will not answer.
const ANSWER_WITHIN_MS = 60_000;

let worker: Worker | null = null;
let asked = 0;
const waiting = new Map<
  number,
  { resolve: (unknown: Map<string, string[]>) => void; reject: (error: Error) => void }
>();

function spellWorker(): Worker {
  if (worker === null) {
    worker = new Worker(new URL('./spell-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = ({ data }: MessageEvent<SpellResponse>) => {
      const caller = waiting.get(data.id);
      waiting.delete(data.id);
      if (data.error === undefined) {
        caller?.resolve(new Map(data.unknown));
      } else {
        caller?.reject(new Error(data.error));
      }
    };
    // A worker that cannot load (no memory, a blocked script) fails every question, not hangs it.
    worker.onerror = (event) => {
      event.preventDefault();
      for (const caller of waiting.values()) {
        caller.reject(new Error(event.message || 'Stavningskontrollen kunde inte laddas'));
      }
      waiting.clear();
      worker?.terminate();
      worker = null;
    };
  }
  return worker;
}

/**
 * The spelling worker of this tab, made at the first question and kept: its dictionary takes a
 * few seconds to load. Null where there are no workers (the unit tests' DOM): no check there.
 */
export const lookUpWords: LookUpWords | null =
  typeof Worker === 'undefined'
    ? null
    : (words, siteWords) =>
        new Promise((resolve, reject) => {
          asked += 1;
          const id = asked;
          const timer = setTimeout(() => {
            waiting.delete(id);
            reject(new Error('Stavningskontrollen svarade inte'));
          }, ANSWER_WITHIN_MS);
          waiting.set(id, {
            resolve: (unknown) => {
              clearTimeout(timer);
              resolve(unknown);
            },
            reject: (error) => {
              clearTimeout(timer);
              reject(error);
            },
          });
          spellWorker().postMessage({ id, words, siteWords } satisfies SpellRequest);
        });
