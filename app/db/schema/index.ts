export * from "./analytics";
export * from "./auth";
export * from "./bot-protection";
export * from "./content";
export * from "./leads";
export * from "./media";
