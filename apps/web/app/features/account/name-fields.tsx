import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { Field, inputClass } from '../../components/ui/form-controls.tsx';

/** A person's first and last name, side by side, as signing up and My details ask them. */
export function NameFields({
  fields,
}: {
  fields: Record<'firstName' | 'lastName', FieldMetadata<string | undefined>>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field meta={fields.firstName} label="First name">
        <input
          {...getInputProps(fields.firstName, { type: 'text' })}
          autoComplete="given-name"
          className={inputClass}
        />
      </Field>
      <Field meta={fields.lastName} label="Last name">
        <input
          {...getInputProps(fields.lastName, { type: 'text' })}
          autoComplete="family-name"
          className={inputClass}
        />
      </Field>
    </div>
  );
}
