import { useEffect, useRef } from 'react';

// Where Ctrl+Z belongs to the field: text inputs, text areas and rich text have their own undo.
function hasOwnUndo(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) {
    return false;
  }
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) {
    return true;
  }
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type)
  );
}

/**
 * Ctrl+Z (⌘Z) undoes and Ctrl+Shift+Z or Ctrl+Y redoes the editor's changes while focus is not in
 * a text field, where the browser's own undo of the typing is what an editor expects (Gutenberg's
 * users complain when the editor takes it there: WordPress/gutenberg#12829).
 */
export function useUndoKeys(undo: () => void, redo: () => void): void {
  const actions = useRef({ undo, redo });
  actions.current = { undo, redo };
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.isComposing) {
        return;
      }
      const key = event.key.toLowerCase();
      const isUndo = key === 'z' && !event.shiftKey;
      const isRedo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      // Not while a dialog asks something: "Ta bort" of the third chapter must remove that one,
      // not what is third after an undo.
      if ((!isUndo && !isRedo) || hasOwnUndo(event.target) || document.querySelector('dialog[open]')) {
        return;
      }
      event.preventDefault();
      if (isUndo) {
        actions.current.undo();
      } else {
        actions.current.redo();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
