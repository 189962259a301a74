# The API image: build with Nx, run the bundled NestJS server.
# docker build -f docker/api.Dockerfile -t taskflow-api .
FROM node:24-bookworm-slim AS build
WORKDIR /workspace
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
ENV NX_NO_CLOUD=true NX_DAEMON=false
RUN npx nx build api

FROM node:24-bookworm-slim
WORKDIR /app
# HOST: every interface, so the proxy in another container reaches the API (the default, localhost, would not).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
# glibc's malloc gives memory back from 1 MB up (see tools/scripts/lib/api-malloc-env.mjs; npm start sets the same).
ENV MALLOC_TRIM_THRESHOLD_=1048576 MALLOC_MMAP_THRESHOLD_=1048576
COPY package.json package-lock.json .npmrc ./
# Only what the bundled API requires at run time: package.json's `dependencies` (the web apps' packages are
# devDependencies, bundled at build time; apps/api/test/deployment/api-runtime-dependencies.spec.ts keeps both true).
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /workspace/dist/apps/api ./dist/apps/api
# DATA_DIR and the files volume's mount point belong to the user the API runs as (a new volume takes this owner).
RUN mkdir -p /data/files && chown -R node:node /data
USER node
EXPOSE 3000
CMD ["node", "dist/apps/api/main.js"]
