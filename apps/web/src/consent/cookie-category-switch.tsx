import { useId } from 'react';
import { useSiteLabels } from '../i18n/language-provider';
import './cookie-category-switch.css';

export interface CookieCategorySwitchProps {
  /** The category's name, the switch's label. */
  title: string;
  /** What the category's cookies do. */
  description: string;
  /** Whether the category is on. */
  checked: boolean;
  /** Functional cookies are always on and cannot be switched off. @default false */
  disabled?: boolean;
  onChange(checked: boolean): void;
}

/**
 * One category of the cookie settings: a labelled checkbox with the switch role. Its state is
 * also written out ('Aktiv' / 'Ej aktiv'), so colour is never the only sign; that text is
 * hidden from screen readers, which announce the switch's own on/off state.
 */
export function CookieCategorySwitch({
  title,
  description,
  checked,
  disabled = false,
  onChange,
}: CookieCategorySwitchProps) {
  const t = useSiteLabels();
  const inputId = useId();
  const descriptionId = useId();
  return (
    <li className="web-cookie-category" data-checked={checked} data-disabled={disabled}>
      <div className="web-cookie-category__row">
        <label htmlFor={inputId} className="web-cookie-category__title">
          {title}
        </label>
        <span className="web-cookie-category__control">
          <input
            id={inputId}
            type="checkbox"
            role="switch"
            className="web-cookie-category__switch"
            checked={checked}
            aria-checked={checked}
            disabled={disabled}
            aria-describedby={descriptionId}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span className="web-cookie-category__state" aria-hidden="true">
            {checked ? t['consent.active'] : t['consent.inactive']}
          </span>
        </span>
      </div>
      <p id={descriptionId} className="web-cookie-category__description">
        {description}
      </p>
    </li>
  );
}
