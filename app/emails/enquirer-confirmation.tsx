import { Heading, Section, Text } from "@react-email/components";
import { business } from "~/config/business";
import { colors, EmailLayout, headingStyle, Multiline, textStyle } from "./layout";
import type { EmailField } from "./staff-notification";

/** The acknowledgement an enquirer receives, with a copy of what they sent. */
export function EnquirerConfirmationEmail({
  name,
  heading,
  paragraphs,
  fields,
}: {
  name: string;
  heading: string;
  paragraphs: string[];
  fields: EmailField[];
}) {
  return (
    <EmailLayout preview={paragraphs[0] ?? heading}>
      <Heading as="h1" style={headingStyle}>
        {heading}
      </Heading>
      <Text style={textStyle}>Dear {name},</Text>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} style={textStyle}>
          {paragraph}
        </Text>
      ))}
      <Section
        style={{
          borderLeft: `3px solid ${colors.gold500}`,
          padding: "4px 0 4px 16px",
          margin: "8px 0 24px",
        }}
      >
        <Text style={{ ...textStyle, fontSize: "12px", color: colors.muted, margin: "0 0 8px" }}>
          YOUR REQUEST
        </Text>
        {fields
          .filter((field) => field.value)
          .map((field) => (
            <Text key={field.label} style={{ ...textStyle, fontSize: "14px", margin: "0 0 6px" }}>
              <strong>{field.label}:</strong> <Multiline value={field.value ?? ""} />
            </Text>
          ))}
      </Section>
      <Text style={textStyle}>
        Should anything change, reply to this message or call us on {business.phone}.
      </Text>
      <Text style={textStyle}>
        With kind regards,
        <br />
        The {business.name} team
      </Text>
    </EmailLayout>
  );
}
