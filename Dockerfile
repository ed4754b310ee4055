# syntax=docker/dockerfile:1
# Muster in one image: the server, the built web app and only their run-time packages
# (scripts/build-production.mjs). Embedded PostgreSQL by default, with its data in the /app/data
# volume; set DATABASE_URL to use an external PostgreSQL 14+ instead. See docs/operations.md.

# Build: every dependency (with dev tools), the build, then the run-time tree.
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY patches ./patches
COPY apps/server/package.json apps/server/package.json
COPY apps/web/package.json apps/web/package.json
COPY packages ./packages
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build:production

# Run: Node 24 LTS as the image's unprivileged `node` user (PostgreSQL refuses to run as root).
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build --chown=node:node /src/build/production ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME /app/data
EXPOSE 3000
# /healthz answers while the process serves; /readyz also needs the database (docs/operations.md).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node as PID 1 passes SIGTERM to the server's graceful shutdown (it stops PostgreSQL last).
CMD ["node", "apps/server/dist/main.js"]
