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
