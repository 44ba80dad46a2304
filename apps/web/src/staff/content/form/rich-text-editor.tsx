import { sanitizeContentHtml } from '@jamstalldhet/blocks/engine';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { formLabels } from './form-labels';
import {
  addLink,
  type Formatting,
  type FormattingState,
  formattingAt,
  insertPasted,
  NO_FORMATTING,
  regionHtml,
  removeLink,
  runCommand,
  startParagraph,
  toggleFormatting,
} from './rich-text-commands';
import { languageAt, markLanguage } from './rich-text-language';
import { RichTextLanguageForm } from './rich-text-language-form';
import { RichTextLinkForm } from './rich-text-link-form';

interface RichTextEditorProps {
  /** The editable region's id: where an error summary's link lands. */
  id: string;
  /** The field's label, for the toolbar's name. */
  label: string;
  /** The id of the element holding the visible label. */
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  /** The field's HTML now. */
  value: string;
  /** Called with the region's HTML, sanitized. */
  onChange: (html: string) => void;
}

const BUTTONS: readonly { formatting: Formatting; label: string; shortcut?: string }[] = [
  { formatting: 'bold', label: formLabels.bold, shortcut: 'Control+B Meta+B' },
  { formatting: 'italic', label: formLabels.italic, shortcut: 'Control+I Meta+I' },
  { formatting: 'link', label: formLabels.link },
  { formatting: 'bulletList', label: formLabels.bulletList },
  { formatting: 'numberedList', label: formLabels.numberedList },
  { formatting: 'heading', label: formLabels.heading },
];

const SHORTCUTS: Readonly<Record<string, Formatting>> = { b: 'bold', i: 'italic' };

/**
 * Formatted text edited in place: a `contenteditable` region named by the field's label, and a
 * toolbar of real buttons ("Fet", "Kursiv", …) pressed where the caret's text has that format.
 * Ctrl/Cmd+B and Ctrl/Cmd+I work in the region. The region's HTML is set here, sanitized, and
 * not by React, which would move the caret on every key; what it writes is sanitized too, and
 * what is pasted is sanitized before it reaches the page. Dropping is refused: a drop would
 * put someone else's HTML into the page before anything could clean it.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { id, label, labelId, describedBy, invalid, required, value, onChange } = props;
  const region = useRef<HTMLDivElement>(null);
  // The HTML the region was last given or last written: a value that differs came from outside.
  const shown = useRef<string | null>(null);
  const selection = useRef<Range | null>(null);
  const [formatting, setFormatting] = useState<FormattingState>(NO_FORMATTING);
  const [linkOpen, setLinkOpen] = useState(false);
  // The language form, with the language the selection had when it opened.
  const [languageOpen, setLanguageOpen] = useState<string | null>(null);

  useLayoutEffect(() => {
    const element = region.current;
    if (element !== null && value !== shown.current) {
      // Only the allow-list's HTML ever enters the page.
      element.innerHTML = sanitizeContentHtml(value);
      shown.current = value;
    }
  }, [value]);

  // The selection in the region, kept while focus is on the toolbar, and the toolbar's state.
  useEffect(() => {
    function remember() {
      const element = region.current;
      const current = document.getSelection();
      if (element === null || current === null || current.rangeCount === 0) {
        return;
      }
      const range = current.getRangeAt(0);
      if (element.contains(range.commonAncestorContainer)) {
        selection.current = range.cloneRange();
        setFormatting(formattingAt(element));
      }
    }
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
  }, []);

  function write() {
    const element = region.current;
    if (element === null) {
      return;
    }
    const html = regionHtml(element);
    setFormatting(formattingAt(element));
    if (html !== shown.current) {
      shown.current = html;
      onChange(html);
    }
  }

  // Back into the region with the selection it had, for a command from the toolbar. A selection
  // already in the focused region is the newest (a shortcut may come before "selectionchange").
  function restoreSelection() {
    const element = region.current;
    const current = document.getSelection();
    if (element === null || current === null) {
      return;
    }
    const inRegion =
      current.rangeCount > 0 && element.contains(current.getRangeAt(0).commonAncestorContainer);
    if (document.activeElement === element && inRegion) {
      return;
    }
    element.focus();
    if (selection.current !== null) {
      current.removeAllRanges();
      current.addRange(selection.current);
    }
  }

  function press(pressed: Formatting) {
    const element = region.current;
    if (element === null) {
      return;
    }
    if (pressed === 'link') {
      if (formatting.link) {
        restoreSelection();
        removeLink(element);
        write();
      } else {
        setLanguageOpen(null);
        setLinkOpen(true);
      }
      return;
    }
    restoreSelection();
    toggleFormatting(pressed, formatting);
    write();
  }

  return (
    <div className="web-richtext">
      <fieldset className="web-richtext__toolbar">
        <legend className="jb-visually-hidden">{formLabels.toolbar(label)}</legend>
        {BUTTONS.map((button) => (
          <button
            key={button.formatting}
            type="button"
            className="web-richtext__button jb-control"
            aria-pressed={formatting[button.formatting]}
            aria-keyshortcuts={button.shortcut}
            aria-expanded={button.formatting === 'link' && !formatting.link ? linkOpen : undefined}
            // A click keeps the region's selection: the button does not take focus from it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => press(button.formatting)}
          >
            {button.label}
          </button>
        ))}
        <button
          type="button"
          className="web-richtext__button jb-control"
          aria-expanded={languageOpen !== null}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            setLinkOpen(false);
            setLanguageOpen(region.current ? languageAt(region.current) : '');
          }}
        >
          {formLabels.language}
        </button>
      </fieldset>
      {languageOpen !== null && (
        <RichTextLanguageForm
          id={`${id}-language`}
          current={languageOpen}
          onChoose={(code) => {
            setLanguageOpen(null);
            restoreSelection();
            if (region.current && markLanguage(region.current, code)) {
              write();
            }
          }}
          onCancel={() => {
            setLanguageOpen(null);
            restoreSelection();
          }}
        />
      )}
      {linkOpen && (
        <RichTextLinkForm
          id={`${id}-link`}
          onAdd={(address) => {
            setLinkOpen(false);
            restoreSelection();
            addLink(address);
            write();
          }}
          onCancel={() => {
            setLinkOpen(false);
            restoreSelection();
          }}
        />
      )}
      {/* biome-ignore lint/a11y/useSemanticElements: a textarea cannot hold formatted text */}
      <div
        ref={region}
        id={id}
        role="textbox"
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
        aria-required={required ? true : undefined}
        className="jb-field__input web-richtext__region"
        onFocus={(event) => {
          runCommand('defaultParagraphSeparator', 'p');
          startParagraph(event.currentTarget);
        }}
        onInput={write}
        onBlur={() => {
          write();
        }}
        onKeyDown={(event) => {
          const shortcut = SHORTCUTS[event.key.toLowerCase()];
          if (
            (event.ctrlKey || event.metaKey) &&
            !event.altKey &&
            !event.shiftKey &&
            shortcut !== undefined
          ) {
            event.preventDefault();
            press(shortcut);
          }
        }}
        onPaste={(event) => {
          event.preventDefault();
          insertPasted(event.clipboardData);
          write();
        }}
        onDrop={(event) => event.preventDefault()}
      />
    </div>
  );
}
