import { Alert } from "./alert";

/** Why every AI action is off on an installation without a key (the server refuses them too). */
export const AI_UNAVAILABLE_EXPLANATION = "AI is not configured: set OPENAI_API_KEY";

/** The notice shown beside disabled AI actions; `id` lets the actions point at it. */
export function AiUnavailableNotice({ id }: { id: string }) {
  return (
    <div id={id}>
      <Alert tone="info" title="AI actions are disabled">
        <p>{AI_UNAVAILABLE_EXPLANATION}</p>
      </Alert>
    </div>
  );
}
