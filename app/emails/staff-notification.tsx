import { Button, Section, Text } from "@react-email/components";
import { buttonStyle, colors, EmailLayout, linkNoteStyle, Multiline, textStyle } from "./layout";

export type EmailField = { label: string; value: string | null };

/** The staff alert of a new enquiry: every field the visitor sent and a link to the admin. */
export function StaffNotificationEmail({
  heading,
  intro,
  unverified = false,
  fields,
  adminUrl,
}: {
  heading: string;
  intro: string;
  /** Sent without the browser's proof-of-work: probably a person without JavaScript. */
  unverified?: boolean;
  fields: EmailField[];
  adminUrl: string;
}) {
  return (
    <EmailLayout preview={intro} heading={heading}>
      <Text style={textStyle}>{intro}</Text>
      {unverified ? (
        <Text
          style={{
            ...textStyle,
            backgroundColor: "#fef3c7",
            border: "1px solid #f59e0b",
            padding: "8px 12px",
          }}
        >
          <strong>Unverified:</strong> sent without the browser check that keeps automated
          submissions out (JavaScript off, or sent before the page finished loading). Most such
          enquiries are from people; check the details before replying.
        </Text>
      ) : null}
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
