# syntax=docker/dockerfile:1
# Renovio container images (docs/deployment.md). Stages:
#   deps     npm ci (all dependencies; postinstall generates the Prisma client)
#   build    next build with output "standalone", the app's server bundled to one file
#   migrate  one-shot: applies prisma/migrations and seeds (idempotent): `docker compose run --rm migrate`
#   runner   the app: standalone output, non-root, health check on /api/health   (default target)
#   proxy    nginx with deploy/nginx.conf and the build's static files
# Build the app: `docker build --build-arg SITE_URL=https://… -t renovio .`; the others with `--target migrate` / `--target proxy`
# (compose.yaml does all three).

ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
# postinstall (scripts/prisma-generate.mjs) needs the schema and its config.
COPY package.json package-lock.json prisma.config.ts ./
COPY scripts/prisma-generate.mjs scripts/
COPY prisma/schema.prisma prisma/
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# Public base URL baked into the sitemap and robots.txt (next-sitemap, postbuild): required, no default
# (`docker build --build-arg SITE_URL=https://…`; compose.yaml passes SITE_URL).
ARG SITE_URL
RUN test -n "${SITE_URL}" || { echo "SITE_URL fehlt: docker build --build-arg SITE_URL=https://… (die öffentliche Adresse)" >&2; exit 1; }
# Makes next.config.mjs include the shared cache handler (lib/cache/shared-cache-handler.mjs) in the
# standalone configuration; the build never connects (the handler reads REDIS_URL at run time).
ARG REDIS_URL=redis://redis:6379
# One build id for every replica of this image: instances share cache entries only within one id.
ARG NEXT_BUILD_ID=
# NEXT_OUTPUT=standalone: the self-contained server folder (next.config.mjs) is built for the image only.
ENV SITE_URL=${SITE_URL} REDIS_URL=${REDIS_URL} NEXT_BUILD_ID=${NEXT_BUILD_ID} NEXT_OUTPUT=standalone
# Then the app's own server (client address, X-Instance, graceful shutdown, compression, the
# micro-cache for a single instance) as one ES module beside the standalone server: next resolves
# from the standalone node_modules; the rest (compression, a CommonJS package that the standalone
# trace does not include, and lru-cache) is bundled, with a
# `require` for its Node built-ins.
RUN npm run build \
 && npx esbuild scripts/server.ts --bundle --platform=node --format=esm --target=node20 --external:next \
      --banner:js="import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" \
      --outfile=.next/standalone/server-app.mjs \
 && cp deploy/start.mjs .next/standalone/start.mjs \
 && cp -r .next/static .next/standalone/.next/static \
 && cp -r public .next/standalone/public

FROM deps AS migrate
COPY . .
ENV NODE_ENV=production
USER node
CMD ["sh", "-c", "npm run db:migrate && npm run db:seed"]

FROM ${NODE_IMAGE} AS runner
WORKDIR /app
# No SITE_URL or TRUSTED_PROXY_HOPS here: without SITE_URL the container refuses to start
# (deploy/start.mjs); for a real address the production check (instrumentation.ts) then refuses a
# missing TRUSTED_PROXY_HOPS and every other missing or weak setting.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
RUN groupadd --system --gid 1001 renovio && useradd --system --uid 1001 --gid renovio --no-create-home renovio
# Owned by the app user: Next writes ISR pages below .next when no shared cache answers.
COPY --from=build --chown=renovio:renovio /app/.next/standalone ./
USER renovio
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: stops taking requests, finishes those in flight and the running jobs, exits within 10 s
# (scripts/server.ts); compose's stop_grace_period leaves it 15 s.
STOPSIGNAL SIGTERM
CMD ["node", "start.mjs"]

FROM nginx:1.27-bookworm AS proxy
# Rendered to /etc/nginx/conf.d/default.conf by the image's entrypoint (envsubst of the ${NAME}
# placeholders from the environment; compose.yaml sets them). No brotli module in this image: gzip.
COPY deploy/nginx.conf /etc/nginx/templates/default.conf.template
COPY --from=build /app/.next/static /srv/renovio/static/_next/static
COPY --from=build /app/public /srv/renovio/public
RUN mkdir -p /var/cache/nginx/renovio
# NGINX_TRUSTED_PROXIES: none by default (deploy/nginx.conf); set it for a load balancer in front.
ENV NGINX_PORT=80 NGINX_CACHE_DIR=/var/cache/nginx/renovio STATIC_ROOT=/srv/renovio/static \
    PUBLIC_ROOT=/srv/renovio/public NGINX_ACCESS_LOG=/dev/stdout NGINX_TRUSTED_PROXIES=
EXPOSE 80
