import { BLOCK_FORMS } from '@jamstalldhet/blocks';
import type { BlockName } from '@jamstalldhet/contract';
import { useId, useState } from 'react';

const BLOCK_NAMES = Object.keys(BLOCK_FORMS) as BlockName[];

/**
 * "Lägg till block": every block type by its Swedish name with its one-line description, as a
 * list of radio buttons (one tab stop, arrows to choose), and a button that adds the chosen one.
 */
export function AddBlock({ onAdd }: { onAdd: (name: BlockName) => void }) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<BlockName>('text');
  const legendId = useId();
  if (!open) {
    return (
      <button type="button" className="jb-button" onClick={() => setOpen(true)}>
        Lägg till block
      </button>
    );
  }
  return (
    <form
      className="web-editor-add-block"
      onSubmit={(event) => {
        event.preventDefault();
        onAdd(chosen);
        setOpen(false);
      }}
    >
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId}>Välj sort av block</legend>
        <ul className="web-editor-add-block__list">
          {BLOCK_NAMES.map((name) => {
            const form = BLOCK_FORMS[name];
            const descriptionId = `${legendId}-${name}`;
            return (
              <li key={name}>
                <label>
                  <input
                    type="radio"
                    name={legendId}
                    value={name}
                    checked={chosen === name}
                    aria-describedby={descriptionId}
                    onChange={() => setChosen(name)}
                  />{' '}
                  {form.label}
                </label>
                <span id={descriptionId} className="web-editor-add-block__description">
                  {form.description}
                </span>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="web-staff-actions">
        <button type="submit" className="jb-button">
          Lägg till
        </button>
        <button type="button" className="jb-button" onClick={() => setOpen(false)}>
          Avbryt
        </button>
      </div>
    </form>
  );
}
