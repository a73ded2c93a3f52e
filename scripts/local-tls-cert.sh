#!/usr/bin/env bash
# A self-signed certificate for the local TLS terminator (deploy/haproxy/tls.cfg): each site's
# <id>.localhost by name (clients refuse a wildcard directly below a top-level name such as
# *.localhost), valid for 30 days, as one PEM file (certificate, then key) that HAProxy
# reads. For the local stack and the scale test only: production uses a certificate from a CA
# (docs/operations.md "Running with TLS locally", docs/security.md "The edge").
# Usage: scripts/local-tls-cert.sh [out.pem]   (default deploy/tls/local.pem, ignored by git)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-deploy/tls/local.pem}"
mkdir -p "$(dirname "$out")"
names="DNS:localhost"
for site in sites/*.json; do names="$names,DNS:$(basename "$site" .json).localhost"; done
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 30 \
  -subj "/CN=localhost" -addext "subjectAltName=$names" \
  -keyout "$work/key.pem" -out "$work/cert.pem" 2>/dev/null
cat "$work/cert.pem" "$work/key.pem" > "$out"
# HAProxy in the compose stack runs as its own user: it must read the file.
chmod 644 "$out"
echo "$out"
