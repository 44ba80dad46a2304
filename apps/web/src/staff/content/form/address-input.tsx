import { FormField } from '@jamstalldhet/blocks';
import { useMissingMessage } from './field-texts';

interface AddressInputProps {
  id: string;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  value: string;
  required: boolean | undefined;
  /** The field's own label, for "… måste fyllas i". */
  fieldLabel: string;
  onChange: (value: string) => void;
}

/**
 * An address typed in: the phone's URL keyboard, no spelling marks. Not `type="url"`: the
 * browser would refuse a site path such as `/om-kakor`, which the draft checks allow.
 */
export function AddressInput({
  id,
  label,
  hint,
  error,
  value,
  required,
  fieldLabel,
  onChange,
}: AddressInputProps) {
  const missing = useMissingMessage({ label: fieldLabel, required }, value.trim() === '');
  return (
    <FormField
      inputId={id}
      label={label}
      hint={hint}
      error={error ?? missing.message}
      type="text"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      value={value}
      aria-required={required ? true : undefined}
      onBlur={missing.onBlur}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
