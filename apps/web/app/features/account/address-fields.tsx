import { type FieldMetadata, getInputProps, getSelectProps } from '@conform-to/react';
import { countriesIndiaFirst as countries, indianStates } from '@facet/contracts/regions';
import { Field, inputClass } from '../../components/ui/form-controls.tsx';

type AddressFields = Record<
  'fullName' | 'phoneNumber' | 'line1' | 'line2' | 'city' | 'state' | 'postalCode' | 'country',
  FieldMetadata<string | undefined>
>;

/** The address form's fields; in India the state is chosen from the list and the PIN is 6 digits. */
export function AddressFields({ fields }: { fields: AddressFields }) {
  const inIndia = (fields.country.value ?? 'IN') === 'IN';
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field meta={fields.fullName} label="Full name">
        <input {...getInputProps(fields.fullName, { type: 'text' })} autoComplete="name" className={inputClass} />
      </Field>
      <Field meta={fields.phoneNumber} label="Phone number" hint="For the courier, with the country code.">
        <input {...getInputProps(fields.phoneNumber, { type: 'tel' })} autoComplete="tel" className={inputClass} />
      </Field>
      <div className="sm:col-span-2">
        <Field meta={fields.country} label="Country">
          <select {...getSelectProps(fields.country)} autoComplete="country" className={inputClass}>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field meta={fields.line1} label="Address line 1" hint="House or flat number, building, street.">
          <input
            {...getInputProps(fields.line1, { type: 'text' })}
            autoComplete="address-line1"
            className={inputClass}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field meta={fields.line2} label="Address line 2 (optional)" hint="Area, landmark.">
          <input
            {...getInputProps(fields.line2, { type: 'text' })}
            autoComplete="address-line2"
            className={inputClass}
          />
        </Field>
      </div>
      <Field meta={fields.city} label="City">
        <input {...getInputProps(fields.city, { type: 'text' })} autoComplete="address-level2" className={inputClass} />
      </Field>
      <Field meta={fields.state} label={inIndia ? 'State or union territory' : 'State, province or region'}>
        {inIndia ? (
          <select {...getSelectProps(fields.state)} autoComplete="address-level1" className={inputClass}>
            <option value="">Choose…</option>
            {indianStates.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...getInputProps(fields.state, { type: 'text' })}
            autoComplete="address-level1"
            className={inputClass}
          />
        )}
      </Field>
      <Field meta={fields.postalCode} label={inIndia ? 'PIN code' : 'Postal code'}>
        <input
          {...getInputProps(fields.postalCode, { type: 'text' })}
          autoComplete="postal-code"
          inputMode={inIndia ? 'numeric' : 'text'}
          className={inputClass}
        />
      </Field>
    </div>
  );
}
