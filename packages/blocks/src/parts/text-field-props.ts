/** What a form hook knows of its text fields. */
export interface TextFieldSource<Field extends string> {
  idOf: (field: Field) => string;
  values: Readonly<Record<Field, string>>;
  errors: Readonly<Partial<Record<Field, string>>>;
  change: (field: Field, value: string) => void;
}

/**
 * A text field's id, name, value, error and change handler, to spread on `FormField`,
 * `EmailField` or `SelectField`: one spelling for every form hook of the package and the site.
 *
 * @example <FormField label="Förnamn" {...textFieldProps(form, 'first_name')} required />
 */
export function textFieldProps<Field extends string>(source: TextFieldSource<Field>, field: Field) {
  return {
    inputId: source.idOf(field),
    name: field,
    value: source.values[field],
    error: source.errors[field],
    onChange: (event: { currentTarget: { value: string } }) =>
      source.change(field, event.currentTarget.value),
  };
}
