#!/usr/bin/env bash
# Production smoke test: what the Docker image holds (package files, bin, dist, sites, public,
# views, locales), installed with production dependencies only in a folder whose path has a space,
# starts and serves a site's home page against the demo upstream of this development checkout.
# Needs `npm run build` first. Every failure ends the script non-zero with the reason and the logs.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
passed=0

work="$(mktemp -d "${TMPDIR:-/tmp}/gkn production smoke.XXXXXX")"
app="$work/gkn app"
demo_pid=""
app_pid=""

stop() {
  # Only the two processes this script started, by pid.
  for pid in $app_pid $demo_pid; do
    if kill -0 "$pid" 2>/dev/null; then kill -TERM "$pid" 2>/dev/null || true; fi
  done
  for pid in $app_pid $demo_pid; do wait "$pid" 2>/dev/null || true; done
}
cleanup() {
  stop
  rm -rf "$work"
}
trap cleanup EXIT

fail() {
  echo "production smoke: FAILED: $*" >&2
  for log in "$work/demo.log" "$work/app.log"; do
    [ -f "$log" ] && { echo "--- $(basename "$log") (last lines)" >&2; tail -n 30 "$log" >&2; }
  done
  echo "smoke: $passed passed, 1 failed" >&2
  exit 1
}
pass() {
  passed=$((passed + 1))
  echo "ok $passed - $*"
}

# Waits (at most 60 s) until the file has a line matching the pattern; fails when the process died.
wait_for_line() {
  local file="$1" pattern="$2" pid="$3" what="$4"
  for _ in $(seq 1 600); do
    grep -qE "$pattern" "$file" 2>/dev/null && return 0
    kill -0 "$pid" 2>/dev/null || fail "$what exited before it was ready"
    sleep 0.1
  done
  fail "$what not ready within 60 s"
}

# The status code of GET url with a Host header (fetch cannot set Host), or 000 when unreachable.
status_of() {
  node -e '
    const [url, host] = process.argv.slice(1);
    const req = require("node:http").get(url, { headers: { host } }, (res) => {
      console.log(res.statusCode);
      res.resume();
    });
    req.setTimeout(20000, () => req.destroy(new Error("timeout")));
    req.on("error", () => console.log("000"));
  ' "$1" "$2"
}

[ -f "$root/dist/server/cli.js" ] || fail "no build: run npm run build first"

echo "production smoke: installing the image's files with production dependencies in \"$app\""
mkdir -p "$app"
for item in package.json package-lock.json bin dist sites public views locales; do
  cp -R "$root/$item" "$app/"
done
(cd "$app" && npm ci --omit=dev --no-audit --no-fund --prefer-offline --loglevel=error) >"$work/npm.log" 2>&1 ||
  { cat "$work/npm.log" >&2; fail "npm ci --omit=dev"; }
for dev_only in esbuild tsx minisearch; do
  [ ! -e "$app/node_modules/$dev_only" ] || fail "$dev_only is installed by npm ci --omit=dev: it must be a devDependency"
done
# The media relay makes image variants with sharp (docs/decisions/025-responsive-images.md): its
# native part must load in the production install, on this Node.
(cd "$app" && node -e "require('sharp')") >"$work/sharp.log" 2>&1 || { cat "$work/sharp.log" >&2; fail "sharp does not load"; }
pass "npm ci --omit=dev in a path with a space; no build tooling or demo packages installed; sharp loads"

"$app/bin/gkn" --help >"$work/help.txt" 2>&1 || { cat "$work/help.txt" >&2; fail "bin/gkn --help exited non-zero"; }
grep -q "serve" "$work/help.txt" || fail "bin/gkn --help does not list serve"
pass "bin/gkn --help exits 0"

# A production install refuses to start without its own secrets: one line naming them, exit 2.
set +e
env -u FORM_SECRET -u SESSION_SECRET "$app/bin/gkn" serve --port 0 --host 127.0.0.1 >"$work/no-secrets.txt" 2>&1
code=$?
set -e
[ "$code" -eq 2 ] || fail "bin/gkn serve without FORM_SECRET exited $code, not 2"
grep -q "set FORM_SECRET" "$work/no-secrets.txt" ||
  fail "bin/gkn serve without FORM_SECRET did not say what to set: $(cat "$work/no-secrets.txt")"
pass "bin/gkn serve without FORM_SECRET exits 2: $(grep -m1 'set FORM_SECRET' "$work/no-secrets.txt")"

# From here on the install gets its secrets, as an operator gives them (random, never a placeholder).
FORM_SECRET="$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("hex"))')"
SESSION_SECRET="$(node -e 'console.log(require("node:crypto").randomBytes(32).toString("hex"))')"
export FORM_SECRET SESSION_SECRET

# Without upstream URLs a production install cannot serve the demo: one clear line, non-zero.
set +e
env -u CMS_BASE_URL -u SEARCH_BASE_URL -u KNOWLEDGE_INDEX_URL "$app/bin/gkn" serve --port 0 --host 127.0.0.1 \
  >"$work/no-upstreams.txt" 2>&1
code=$?
set -e
[ "$code" -ne 0 ] || fail "bin/gkn serve without upstream URLs exited 0"
grep -q "set CMS_BASE_URL, SEARCH_BASE_URL and KNOWLEDGE_INDEX_URL" "$work/no-upstreams.txt" ||
  fail "bin/gkn serve without upstream URLs did not say what to set: $(cat "$work/no-upstreams.txt")"
pass "bin/gkn serve without upstream URLs exits $code: $(head -n 1 "$work/no-upstreams.txt")"

set +e
"$app/bin/gkn" dev --site groenkennisnet --port 0 >"$work/dev.txt" 2>&1
code=$?
set -e
[ "$code" -ne 0 ] && grep -q "development install" "$work/dev.txt" ||
  fail "bin/gkn dev in a production install: exit $code, $(cat "$work/dev.txt")"
pass "bin/gkn dev exits $code: $(head -n 1 "$work/dev.txt")"

# The demo upstream from the development checkout, on a free port; it prints its URLs.
"$root/bin/gkn" demo serve --port 0 --sites-dir "$root/sites" >"$work/demo.log" 2>&1 &
demo_pid=$!
wait_for_line "$work/demo.log" '^KNOWLEDGE_INDEX_URL=' "$demo_pid" "the demo upstream (bin/gkn demo serve)"
url_of() { grep -E "^$1=" "$work/demo.log" | head -n 1 | cut -d= -f2-; }

CMS_BASE_URL="$(url_of CMS_BASE_URL)" SEARCH_BASE_URL="$(url_of SEARCH_BASE_URL)" \
  KNOWLEDGE_INDEX_URL="$(url_of KNOWLEDGE_INDEX_URL)" LOG_LEVEL=info \
  "$app/bin/gkn" serve --port 0 --host 127.0.0.1 >"$work/app.log" 2>&1 &
app_pid=$!
# The first log line names a site's address: "listening on http://<site>.localhost:<port>/".
listening='"msg":"listening on http://[a-z0-9-]+\.localhost:[0-9]+'
wait_for_line "$work/app.log" "$listening" "$app_pid" "the production server"
port="$(grep -oE "$listening" "$work/app.log" | head -n 1 | grep -oE '[0-9]+$')"
pass "the production server listens on port $port against the demo upstream"

health="$(status_of "http://127.0.0.1:$port/healthz" localhost)"
[ "$health" = 200 ] || fail "/healthz answered $health"
pass "/healthz 200"

home="$(status_of "http://127.0.0.1:$port/" groenkennisnet.localhost)"
[ "$home" = 200 ] || fail "the home page of groenkennisnet.localhost answered $home"
pass "home page of groenkennisnet.localhost 200"

kill -TERM "$app_pid"
set +e
wait "$app_pid"
code=$?
set -e
app_pid=""
[ "$code" -eq 0 ] || fail "the production server exited $code on SIGTERM"
pass "SIGTERM stops the production server with exit 0"

echo "smoke: $passed passed, 0 failed"
