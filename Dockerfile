# Production image: build once, run the built server with production dependencies only, on a
# supported Node LTS (docs/operations.md "Supported versions"). CI runs the unit and integration tests on this
# same Node release too (scripts/image-node.sh reads it from here).
ARG NODE_IMAGE=node:24-trixie-slim
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -- --quiet

# The demo upstream (CMS, search service, knowledge index) for trying the image without real
# upstreams: it runs from the TypeScript sources, so it needs the build stage's dev dependencies.
# docker-compose.yml starts it; the production image below never contains it.
FROM build AS demo
USER node
EXPOSE 4010
CMD ["bin/gkn", "demo", "serve", "--host", "0.0.0.0", "--port", "4010"]

FROM build AS production-dependencies
RUN npm prune --omit=dev

# What a production instance needs, and nothing else (scripts/production-smoke.sh installs the
# same files and checks that they start).
FROM ${NODE_IMAGE}
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=production-dependencies /app/package.json /app/package-lock.json ./
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY --from=production-dependencies /app/bin ./bin
COPY --from=production-dependencies /app/dist ./dist
COPY --from=production-dependencies /app/sites ./sites
COPY --from=production-dependencies /app/public ./public
COPY --from=production-dependencies /app/views ./views
COPY --from=production-dependencies /app/locales ./locales
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Needs CMS_BASE_URL, SEARCH_BASE_URL and KNOWLEDGE_INDEX_URL (docker-compose.yml points them at the demo).
CMD ["bin/gkn", "serve"]
