import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Text,
} from "@react-email/components";
import { business } from "~/config/business";

const styles = {
  body: { backgroundColor: "#f7f4ee", fontFamily: "Helvetica, Arial, sans-serif", margin: 0 },
  container: { backgroundColor: "#ffffff", margin: "32px auto", maxWidth: 520, padding: 32 },
  heading: { color: "#0b1220", fontSize: 22, fontWeight: 600, margin: "0 0 16px" },
  text: { color: "#1f2937", fontSize: 15, lineHeight: "24px" },
  button: {
    backgroundColor: "#0b1220",
    borderRadius: 2,
    color: "#f7f4ee",
    display: "inline-block",
    fontSize: 15,
    padding: "12px 24px",
    textDecoration: "none",
  },
  muted: { color: "#6b7280", fontSize: 13, lineHeight: "20px", wordBreak: "break-all" as const },
};

export function AccountEmail({
  preview,
  heading,
  intro,
  action,
  url,
  outro,
}: {
  preview: string;
  heading: string;
  intro: string;
  action: string;
  url: string;
  outro: string;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Heading style={styles.heading}>{heading}</Heading>
          <Text style={styles.text}>{intro}</Text>
          <Button href={url} style={styles.button}>
            {action}
          </Button>
          <Text style={styles.muted}>If the button does not work, open this link: {url}</Text>
          <Hr />
          <Text style={styles.muted}>{outro}</Text>
          <Text style={styles.muted}>{business.name} staff portal</Text>
        </Container>
      </Body>
    </Html>
  );
}

type AccountEmailContent = {
  subject: string;
  preview: string;
  heading: string;
  intro: string;
  action: string;
  outro: string;
};

/** The fixed wording of each account message; only the link differs between recipients. */
export const accountEmailContent = {
  verifyEmail: {
    subject: `Verify your email for the ${business.name} admin portal`,
    preview: "Confirm your email address to finish creating your account.",
    heading: "Confirm your email address",
    intro: `Someone (hopefully you) created an account for the ${business.name} admin portal with this email address. Confirm it to be able to sign in.`,
    action: "Verify email address",
    outro: "The link is valid for 24 hours. If you did not create an account, ignore this message.",
  },
  resetPassword: {
    subject: `Reset your ${business.name} admin portal password`,
    preview: "Choose a new password for your account.",
    heading: "Reset your password",
    intro:
      "We received a request to reset the password of your admin portal account. Choose a new one with the link below.",
    action: "Choose a new password",
    outro:
      "The link is valid for 1 hour and works once. If you did not ask for it, ignore this message: your password stays unchanged.",
  },
  existingAccount: {
    subject: `Your ${business.name} admin portal account`,
    preview: "Someone tried to create an account with your email address.",
    heading: "You already have an account",
    intro:
      "Someone tried to create an admin portal account with this email address, which already has one. If it was you, sign in or reset your password.",
    action: "Go to sign in",
    outro: "If it was not you, no action is needed: nothing was changed.",
  },
} satisfies Record<string, AccountEmailContent>;
