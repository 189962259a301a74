# One image per web app (shell or a remote), each deployable on its own:
# docker build -f docker/web.Dockerfile --build-arg APP=board -t taskflow-board .
FROM node:24-bookworm-slim AS build
ARG APP=shell
WORKDIR /workspace
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
ENV NX_NO_CLOUD=true NX_DAEMON=false
RUN npx nx build ${APP}

FROM nginx:1.27-alpine
ARG APP=shell
COPY docker/nginx/web.conf /etc/nginx/conf.d/default.conf
COPY docker/nginx/web-locations.conf /etc/nginx/taskflow/web-locations.conf
COPY docker/nginx/security-headers.conf /etc/nginx/taskflow/security-headers.conf
COPY --from=build /workspace/dist/apps/${APP} /usr/share/nginx/html
# The shell's run-time files (remote manifest, API address) and every image's Content-Security-Policy come from the
# environment at start.
COPY docker/nginx/write-runtime-config.sh /docker-entrypoint.d/40-write-runtime-config.sh
RUN chmod +x /docker-entrypoint.d/40-write-runtime-config.sh
EXPOSE 80
