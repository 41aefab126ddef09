import { Button, Heading, Section, Text } from "@react-email/components";
import {
  buttonStyle,
  colors,
  EmailLayout,
  headingStyle,
  linkNoteStyle,
  Multiline,
  textStyle,
} from "./layout";

export type EmailField = { label: string; value: string | null };

/** The staff alert of a new enquiry: every field the visitor sent and a link to the admin. */
export function StaffNotificationEmail({
  heading,
  intro,
  fields,
  adminUrl,
}: {
  heading: string;
  intro: string;
  fields: EmailField[];
  adminUrl: string;
}) {
  return (
    <EmailLayout preview={intro}>
      <Heading as="h1" style={headingStyle}>
        {heading}
      </Heading>
      <Text style={textStyle}>{intro}</Text>
      <Section
        style={{
          backgroundColor: colors.ivory100,
          border: `1px solid ${colors.ivory300}`,
          padding: "8px 20px",
          margin: "8px 0 24px",
        }}
      >
        {fields.map((field) => (
          <Section key={field.label} style={{ margin: "12px 0" }}>
            <Text
              style={{
                ...textStyle,
                margin: 0,
                fontSize: "11px",
                lineHeight: "16px",
                letterSpacing: "0.08em",
                textTransform: "uppercase",
                color: colors.muted,
              }}
            >
              {field.label}
            </Text>
            <Text style={{ ...textStyle, margin: 0 }}>
              {field.value ? <Multiline value={field.value} /> : "—"}
            </Text>
          </Section>
        ))}
      </Section>
      <Button href={adminUrl} style={buttonStyle}>
        Open in the admin
      </Button>
      <Text style={linkNoteStyle}>{adminUrl}</Text>
    </EmailLayout>
  );
}
