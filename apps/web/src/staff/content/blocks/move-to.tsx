import { Button } from '@jamstalldhet/blocks';
import { useId, useRef, useState } from 'react';

/** One place something can be moved to, with its name in words. */
export interface MoveTarget {
  key: string;
  words: string;
}

/**
 * "Flytta till …" (issue 36): a button that opens a list of the places this can go and "Flytta".
 * `what` names the thing moved, for the button's and the list's names ("block 2 (Text)").
 */
export function MoveTo({
  what,
  targets,
  onMove,
}: {
  what: string;
  targets: readonly MoveTarget[];
  onMove: (key: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState('');
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  if (targets.length === 0) {
    return null;
  }
  if (!open) {
    return (
      <Button
        ref={toggle}
        aria-expanded={false}
        onClick={() => {
          setChosen(targets[0]?.key ?? '');
          setOpen(true);
        }}
      >
        Flytta till …<span className="jb-visually-hidden"> {what}</span>
      </Button>
    );
  }
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => toggle.current?.focus());
  };
  return (
    <div className="web-editor-move-to">
      <label className="jb-field__label" htmlFor={`${id}-target`}>
        Flytta {what} till
      </label>
      <select
        id={`${id}-target`}
        className="jb-field__input"
        value={chosen}
        // biome-ignore lint/a11y/noAutofocus: opened by the editor's own "Flytta till …"
        autoFocus
        onChange={(event) => setChosen(event.target.value)}
      >
        {targets.map((target) => (
          <option key={target.key} value={target.key}>
            {target.words}
          </option>
        ))}
      </select>
      <Button
        onClick={() => {
          setOpen(false);
          onMove(chosen);
        }}
      >
        Flytta
      </Button>
      <Button onClick={close}>Avbryt</Button>
    </div>
  );
}
