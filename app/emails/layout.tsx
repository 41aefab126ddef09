import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import type * as React from "react";
import { Fragment } from "react";
import { business } from "~/config/business";

/** Brand colours of app.css, spelt out: mail clients know no CSS variables. */
export const colors = {
  ink950: "#070b14",
  ink900: "#0b1220",
  ink700: "#1c2741",
  ink400: "#6b7591",
  ivory50: "#fcfaf6",
  ivory100: "#f7f3ec",
  ivory300: "#ddd3c1",
  gold500: "#c9a45c",
  gold700: "#8a6a2f",
  muted: "#4a5368",
};

const serif = "'Cormorant Garamond', Georgia, 'Times New Roman', serif";
const sans = "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif";

export const textStyle: React.CSSProperties = {
  fontFamily: sans,
  fontSize: "15px",
  lineHeight: "24px",
  color: colors.ink900,
  margin: "0 0 16px",
};

const headingStyle: React.CSSProperties = {
  fontFamily: serif,
  fontSize: "30px",
  lineHeight: "36px",
  fontWeight: 600,
  color: colors.ink900,
  margin: "0 0 20px",
};

/** Text typed by a visitor, its line breaks kept in both the HTML and the plain-text part. */
export function Multiline({ value }: { value: string }) {
  const lines = value.split(/\r?\n/);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}

const smallPrintStyle: React.CSSProperties = {
  ...textStyle,
  fontSize: "12px",
  lineHeight: "18px",
  color: colors.muted,
};

/** The small print under a button that repeats its link: long URLs must wrap, not widen the mail. */
export const linkNoteStyle: React.CSSProperties = {
  ...smallPrintStyle,
  marginTop: "16px",
  wordBreak: "break-all",
};

export const buttonStyle: React.CSSProperties = {
  display: "inline-block",
  backgroundColor: colors.gold500,
  color: colors.ink950,
  fontFamily: sans,
  fontSize: "14px",
  fontWeight: 600,
  letterSpacing: "0.04em",
  textDecoration: "none",
  padding: "14px 28px",
  borderRadius: "2px",
};

/** The closing line of a message to a visitor, signed by the team. */
export function SignOff() {
  return (
    <Text style={textStyle}>
      With kind regards,
      <br />
      The {business.name} team
    </Text>
  );
}

/**
 * The branded frame of every message: dark header with the wordmark, ivory body, footer with
 * the firm's address and, for newsletter mail, the unsubscribe link.
 */
export function EmailLayout({
  preview,
  heading,
  children,
  unsubscribeUrl,
}: {
  preview: string;
  heading: React.ReactNode;
  children: React.ReactNode;
  unsubscribeUrl?: string;
}) {
  const { address } = business;
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.ivory100, margin: 0, padding: "24px 0" }}>
        <Container
          style={{
            maxWidth: "600px",
            margin: "0 auto",
            backgroundColor: colors.ivory50,
            border: `1px solid ${colors.ivory300}`,
          }}
        >
          <Section style={{ backgroundColor: colors.ink900, padding: "28px 40px" }}>
            <Text
              style={{
                fontFamily: serif,
                fontSize: "26px",
                lineHeight: "30px",
                letterSpacing: "0.08em",
                color: colors.ivory50,
                margin: 0,
              }}
            >
              AURUM <span style={{ color: colors.gold500 }}>AVIATION</span>
            </Text>
          </Section>
          <Section style={{ padding: "36px 40px 12px" }}>
            <Heading as="h1" style={headingStyle}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Section style={{ padding: "0 40px" }}>
            <Hr style={{ borderColor: colors.ivory300, margin: 0 }} />
          </Section>
          <Section style={{ padding: "20px 40px 32px" }}>
            <Text style={smallPrintStyle}>
              {business.legalName} · {address.street}, {address.city} {address.postalCode} ·{" "}
              <Link href={`mailto:${business.email}`} style={{ color: colors.gold700 }}>
                {business.email}
              </Link>{" "}
              · {business.phone}
            </Text>
            {unsubscribeUrl ? (
              <Text style={smallPrintStyle}>
                You receive this because you signed up for the {business.name} journal.{" "}
                <Link href={unsubscribeUrl} style={{ color: colors.gold700 }}>
                  Unsubscribe
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
