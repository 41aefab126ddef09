import { Section, Text } from "@react-email/components";
import { business } from "~/config/business";
import { colors, EmailLayout, SignOff, textStyle } from "./layout";
import { greetedName } from "./wording";

/**
 * The acknowledgement an enquirer receives. It names what was received (the kind of request
 * and its reference) and what happens next, and repeats none of the free text that was typed:
 * anyone can enter any address in a public form, so a copy of the message would let strangers
 * send their own text from our domain. Staff receive the full submission separately.
 */
export function EnquirerConfirmationEmail({
  name,
  heading,
  paragraphs,
  request,
  reference,
}: {
  name: string;
  heading: string;
  paragraphs: string[];
  /** What was received, in the site's own words (e.g. "Enquiry (Aircraft Purchase)"). */
  request: string;
  reference: string;
}) {
  const greeted = greetedName(name);
  return (
    <EmailLayout preview={paragraphs[0] ?? heading} heading={heading}>
      <Text style={textStyle}>{greeted ? `Dear ${greeted},` : "Hello,"}</Text>
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
        <Text style={{ ...textStyle, fontSize: "14px", margin: "0 0 6px" }}>
          <strong>Received:</strong> {request}
        </Text>
        <Text style={{ ...textStyle, fontSize: "14px", margin: "0" }}>
          <strong>Reference:</strong> {reference}
        </Text>
      </Section>
      <Text style={textStyle}>
        Should anything change, reply to this message with your reference or call us on{" "}
        {business.phone}. If you did not send this request, you can ignore this message.
      </Text>
      <SignOff />
    </EmailLayout>
  );
}
