#!/bin/sh
# Writes the shell's run-time files from the environment, so one image runs anywhere.
# Only the shell image sets these variables; remote images keep their files untouched.
set -eu
html=/usr/share/nginx/html
if [ -n "${API_BASE_URL:-}" ]; then
  cat > "$html/app-config.json" <<JSON
{ "apiBaseUrl": "${API_BASE_URL}", "realtimeUrl": "${REALTIME_URL:-}", "preLaunch": ${PRE_LAUNCH:-false} }
JSON
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
