import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build directories let several builds coexist (parallel end-to-end runs).
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
