import { createContext } from "react-router";

/** Facts about the incoming request that the Express layer knows and routes need. */
export type RequestInfo = {
  /** The client's address as seen by the server (through proxies only when TRUST_PROXY is set). */
  ip: string;
  requestId: string;
};

export const requestInfoContext = createContext<RequestInfo>({ ip: "127.0.0.1", requestId: "" });
