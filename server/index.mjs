/**
 * The production server's entry point (`npm start`, `node server/index.mjs`); the server itself
 * is main.mjs. React and React Router choose between their production and development
 * builds from NODE_ENV when they are first loaded, and main.mjs's imports load them, so the
 * default has to be set before that import. Without it, a plain `npm start` served React's
 * development build: about twice the rendering time of every page.
 *
 * The environment is checked next, before main.mjs loads anything that reads it (the logger
 * takes LOG_LEVEL when it loads): a bad value ends the start with its message, not a stack trace.
 */
process.env.NODE_ENV ||= "production";
const { getEnv } = await import("../app/lib/env.server.mjs");
try {
  getEnv();
} catch (error) {
  console.error(`\n${error?.message ?? error}\n`);
  process.exit(1);
}
await import("./main.mjs");
