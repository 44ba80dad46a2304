import { FormField } from '@jamstalldhet/blocks';

interface AddressInputProps {
  id: string;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  value: string;
  required: boolean | undefined;
  onChange: (value: string) => void;
}

/**
 * An address typed in: the phone's URL keyboard, no spelling marks. Not `type="url"`: the
 * browser would refuse a site path such as `/om-kakor`, which the draft checks allow.
 */
export function AddressInput({ id, label, hint, error, value, required, onChange }: AddressInputProps) {
  return (
    <FormField
      inputId={id}
      label={label}
      hint={hint}
      error={error}
      type="text"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      value={value}
      aria-required={required ? true : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
