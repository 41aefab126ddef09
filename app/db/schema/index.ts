export * from "./auth";
export * from "./bot-protection";
export * from "./content";
export * from "./leads";
