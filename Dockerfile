# Retreatly in a container, for an organiser who outgrows one machine (compose.yaml runs it
# against PostgreSQL). Node 20 because the stack is pinned to it (docs/decisions/001).

# ---- build: compile better-sqlite3, build the images and the React Router app
FROM node:20-bookworm-slim AS build
# better-sqlite3 has no prebuilt binary we can rely on: node-gyp needs python3, make and g++.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: the lockfile is made on a registry without other platforms'
# optional packages (MACHINE-NOTES.md). The official image carries Node's headers itself.
# npm_config_nodedir: node-gyp uses the image's own Node headers instead of downloading them.
RUN npm_config_nodedir=/usr/local npm install --no-audit --no-fund
COPY . .
RUN npm run build

# ---- run: the same files without the compiler toolchain, as an unprivileged user
FROM node:20-bookworm-slim
# pg_dump/pg_restore for `npm run backup` / `npm run restore` against PostgreSQL; tini forwards
# SIGTERM to node so in-flight requests finish on `docker stop`.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-15 tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# Dev dependencies stay: `npm run admin:set-password` and `npm run seed` run through tsx.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--"]
# node itself, not `npm start`: npm exits on SIGTERM without waiting for the server it started
# (npm 10 and 11), so tini would see its child gone and the container would end with requests
# in flight. tests/reliability/container.test.ts stops this command the way `docker stop` does.
CMD ["node", "server/index.mjs"]
