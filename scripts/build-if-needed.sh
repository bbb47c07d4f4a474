#!/bin/sh
# `npm start` runs this first: it builds when there is no build yet or a source changed since the
# last one, so a fresh clone needs only `npm install && npm start` and a built tree starts at once.
set -eu
stamp=node_modules/.cache/trucking-finance/build-stamp
sources="package-lock.json contracts/src backend/src frontend/src frontend/build frontend/public frontend/index.html frontend/vite.config.ts"

if [ -f "$stamp" ] && [ -f backend/dist/main.js ] && [ -f frontend/dist/index.html ] && [ -f frontend/dist/es/index.html ] &&
  [ -f frontend/dist-server/entry-server.js ] &&
  [ -z "$(find $sources -newer "$stamp" -print 2>/dev/null | head -n 1)" ]; then
  exit 0
fi

echo "Building the site and the server (first start, or sources changed)..."
npm run build
mkdir -p "$(dirname "$stamp")"
touch "$stamp"
