import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { PASSWORD_RULES } from "~/schemas/password";

/** The account's email, with its error next to it; its value survives a refused submission. */
export function EmailField({ field }: { field: FieldMetadata<string> }) {
  return (
    <Field id={field.id} label="Email" error={field.errors} required>
      <Input
        {...getInputProps(field, { type: "email" })}
        key={field.key}
        autoComplete="username"
        maxLength={254}
      />
    </Field>
  );
}

/**
 * A password input. A new password (sign-up, reset) lists the policy's rules under it; the
 * value is never sent back by the server, so a refused form asks for it again.
 */
export function PasswordField({
  field,
  label = "Password",
  isNew = false,
}: {
  field: FieldMetadata<string>;
  label?: string;
  isNew?: boolean;
}) {
  const rulesId = `${field.id}-rules`;
  const inputProps = getInputProps(field, { type: "password" });
  const describedBy = [inputProps["aria-describedby"], isNew ? rulesId : undefined]
    .filter(Boolean)
    .join(" ");
  return (
    <Field id={field.id} label={label} error={field.errors} required>
      <Input
        {...inputProps}
        key={field.key}
        autoComplete={isNew ? "new-password" : "current-password"}
        maxLength={128}
        aria-describedby={describedBy || undefined}
      />
      {isNew ? (
        <ul id={rulesId} className="list-disc pl-5 text-xs text-muted-foreground">
          {PASSWORD_RULES.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      ) : null}
    </Field>
  );
}
