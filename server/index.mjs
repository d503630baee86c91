/**
 * The production server's entry point (`npm start`, `node server/index.mjs`); the server itself
 * is main.mjs. React and React Router choose between their production and development
 * builds from NODE_ENV when they are first loaded, and main.mjs's imports load them, so the
 * default has to be set before that import. Without it, a plain `npm start` served React's
 * development build: about twice the rendering time of every page.
 */
process.env.NODE_ENV ||= "production";
await import("./main.mjs");
