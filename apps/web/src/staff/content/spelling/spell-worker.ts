/// <reference lib="webworker" />
// The editor's spelling check off the main thread (issue 40): loading dictionary-sv takes a few
// seconds and about 150 MB, so it happens here, once per tab, while the editor types on.
import aff from 'dictionary-sv-files/index.aff?raw';
import dic from 'dictionary-sv-files/index.dic?raw';
import type { SpellRequest, SpellResponse } from './spell-messages';
import { createSpeller, type Speller } from './speller';

let speller: Speller | null = null;

self.onmessage = (event: MessageEvent<SpellRequest>) => {
  const { id, words, siteWords } = event.data;
  let answer: SpellResponse;
  try {
    speller ??= createSpeller(aff, dic);
    answer = { id, unknown: [...speller.unknown(words, siteWords)] };
  } catch (failure) {
    answer = { id, error: failure instanceof Error ? failure.message : String(failure) };
  }
  self.postMessage(answer);
};
