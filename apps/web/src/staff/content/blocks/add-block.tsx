import { BLOCK_FORMS, type BlockForm, type BlockName, Button } from '@jamstalldhet/blocks';
import { useEffect, useId, useRef, useState } from 'react';
import { type BlockHome, findBlockForms } from './block-search';

const FORMS = Object.values(BLOCK_FORMS) as BlockForm[];

/**
 * "Lägg till block" (issue 36): opens a chooser with focus in "Sök blocktyp", which filters the
 * block types that belong here as one types; Enter adds the first match (focus then goes to the
 * new block's first field), Escape closes it. Every type is also a button of its own, with what
 * it is for. From "Lägg till block", "Fråga med ett svar" is Enter, "fråga", Enter.
 */
export function AddBlock({ home, onAdd }: { home: BlockHome; onAdd: (name: BlockName) => void }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const id = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const found = findBlockForms(FORMS, query, home);

  useEffect(() => {
    if (open) {
      search.current?.focus();
    }
  }, [open]);

  function close() {
    setOpen(false);
    setQuery('');
    requestAnimationFrame(() => toggle.current?.focus());
  }

  function add(name: BlockName) {
    setOpen(false);
    setQuery('');
    onAdd(name);
  }

  if (!open) {
    return (
      <Button ref={toggle} aria-expanded={false} onClick={() => setOpen(true)}>
        Lägg till block
      </Button>
    );
  }
  const first = found[0];
  return (
    <section className="web-editor-add-block" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Lägg till block</h3>
      <div className="jb-field">
        <label className="jb-field__label" htmlFor={`${id}-search`}>
          Sök blocktyp
        </label>
        <input
          ref={search}
          id={`${id}-search`}
          className="jb-field__input"
          type="search"
          autoComplete="off"
          aria-describedby={`${id}-count`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
              event.preventDefault();
              if (first) {
                add(first.name);
              }
            } else if (event.key === 'Escape') {
              event.preventDefault();
              close();
            }
          }}
        />
      </div>
      <p id={`${id}-count`} role="status" aria-live="polite" className="web-editor-add-block__count">
        {first
          ? `${found.length === 1 ? '1 blocktyp' : `${found.length} blocktyper`}. Enter lägger till ${first.label}.`
          : 'Ingen blocktyp passar sökningen.'}
      </p>
      <ul className="web-editor-add-block__list">
        {found.map((form) => (
          <li key={form.name}>
            <button
              type="button"
              className="web-editor-add-block__choice"
              aria-describedby={`${id}-${form.name}`}
              onClick={() => add(form.name)}
            >
              {form.label}
            </button>
            <span id={`${id}-${form.name}`} className="web-editor-add-block__description">
              {form.description}
            </span>
          </li>
        ))}
      </ul>
      <Button onClick={close}>Avbryt</Button>
    </section>
  );
}
