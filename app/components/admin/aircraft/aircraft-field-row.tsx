import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { AIRCRAFT_CATEGORIES } from "~/content/aircraft-categories";
import { AIRCRAFT_STATUS_LABELS } from "~/content/aircraft-facts";

/** One labelled input of the details dialog's form, its error shown beneath it. */
export function AircraftFieldRow({
  field,
  label,
  required,
  type = "text",
  inputMode,
  step,
  list,
  placeholder,
}: {
  field: FieldMetadata<string>;
  label: string;
  required?: boolean;
  type?: "text" | "number";
  inputMode?: "numeric" | "decimal";
  step?: string;
  list?: string;
  placeholder?: string;
}) {
  return (
    <Field id={field.id} label={label} error={field.errors} required={required}>
      <Input
        {...getInputProps(field, { type })}
        inputMode={inputMode}
        step={step}
        list={list}
        placeholder={placeholder}
      />
    </Field>
  );
}

/** The options of a select of aircraft categories, in display order. */
export function AircraftCategoryOptions() {
  return AIRCRAFT_CATEGORIES.map((category) => (
    <option key={category.id} value={category.id}>
      {category.label}
    </option>
  ));
}

/** The options of a select of aircraft statuses. */
export function AircraftStatusOptions() {
  return Object.entries(AIRCRAFT_STATUS_LABELS).map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
