#!/bin/sh
# Writes, from the environment, the shell's run-time files and every image's Content-Security-Policy, so one image
# runs anywhere. Only the shell image sets PUBLIC_URL (or API_BASE_URL, REALTIME_URL and REMOTE_*_URL); remote images keep their
# files and get a policy of their own origin only. TASKFLOW_HTML_DIR and TASKFLOW_NGINX_DIR move the output (the
# browser tests run this very script for their nginx).
set -eu
html=${TASKFLOW_HTML_DIR:-/usr/share/nginx/html}
conf=${TASKFLOW_NGINX_DIR:-/etc/nginx/taskflow}

# PUBLIC_URL (the shell image behind docker/caddy/Caddyfile: one origin, e.g. https://tasks.agency.de): every address
# the shell needs follows from it — the API at /api, the live connection on the same origin, each remote under
# /remotes/<name>/ — unless API_BASE_URL, REALTIME_URL or a REMOTE_<NAME>_URL (a remote on a CDN) says otherwise.
if [ -n "${PUBLIC_URL:-}" ]; then
  public=${PUBLIC_URL%/}
  API_BASE_URL=${API_BASE_URL:-$public/api}
  REALTIME_URL=${REALTIME_URL:-$public}
  REMOTE_MARKETING_URL=${REMOTE_MARKETING_URL:-$public/remotes/marketing/mf-manifest.json}
  REMOTE_BOARD_URL=${REMOTE_BOARD_URL:-$public/remotes/board/mf-manifest.json}
  REMOTE_MESSAGES_URL=${REMOTE_MESSAGES_URL:-$public/remotes/messages/mf-manifest.json}
  REMOTE_SETTINGS_URL=${REMOTE_SETTINGS_URL:-$public/remotes/settings/mf-manifest.json}
fi

if [ -n "${API_BASE_URL:-}" ]; then
  cat > "$html/app-config.json" <<JSON
{ "apiBaseUrl": "${API_BASE_URL}", "realtimeUrl": "${REALTIME_URL:-}", "preLaunch": ${PRE_LAUNCH:-false} }
JSON
fi
# The shell's build pre-renders the public pages launched (in place) and before launch (prerendered/pre-launch/,
# tools/scripts/prerender-pages.mjs): before launch those take their place.
if [ "${PRE_LAUNCH:-false}" = "true" ] && [ -d "$html/prerendered/pre-launch" ]; then
  cp -R "$html/prerendered/pre-launch/." "$html/"
fi
if [ -n "${REMOTE_MARKETING_URL:-}" ]; then
  cat > "$html/module-federation.manifest.json" <<JSON
{
  "marketing": "${REMOTE_MARKETING_URL}",
  "board": "${REMOTE_BOARD_URL}",
  "messages": "${REMOTE_MESSAGES_URL}",
  "settings": "${REMOTE_SETTINGS_URL}"
}
JSON
fi

# The origin of an absolute URL (" scheme://host[:port]"); nothing for a relative one, which 'self' covers.
origin() {
  case "$1" in
    *://*) printf ' %s' "$1" | sed -E 's|^( [A-Za-z][A-Za-z0-9+.-]*://[^/?#]+).*$|\1|' ;;
  esac
}

# The same policy as tools/scripts/lib/security-headers.mjs (npm start's servers): the product's own origins only;
# style-src 'unsafe-inline' for the style tags styled-components injects (static files get no per-response nonce).
remotes=""
for url in "${REMOTE_MARKETING_URL:-}" "${REMOTE_BOARD_URL:-}" "${REMOTE_MESSAGES_URL:-}" "${REMOTE_SETTINGS_URL:-}"; do
  found=$(origin "$url")
  case "$remotes " in *"$found "*) ;; *) remotes="$remotes$found" ;; esac
done
api=$(origin "${API_BASE_URL:-}")
live=$(origin "${REALTIME_URL:-}")
[ -n "$live" ] && live="$live$(printf '%s' "$live" | sed -E 's|^ http| ws|')"
connect=""
for found in $api $live $remotes; do
  case "$connect " in *" $found "*) ;; *) connect="$connect $found" ;; esac
done
policy="default-src 'self'; script-src 'self'$remotes; style-src 'self' 'unsafe-inline'$remotes"
policy="$policy; img-src 'self' data: blob:$api$remotes; font-src 'self' data:$remotes; connect-src 'self'$connect"
policy="$policy; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
printf 'set $taskflow_csp "%s";\n' "$policy" > "$conf/content-security-policy.conf"
