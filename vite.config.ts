import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { clientChunks } from "./tools/client-chunks";

export default defineConfig({
  // The Express app (server/app.ts) is bundled with the server build so production runs
  // compiled JavaScript only.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), clientChunks()],
});
