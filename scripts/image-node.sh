#!/usr/bin/env bash
# The Node release the Docker image runs (the major of NODE_IMAGE in the Dockerfile), installed
# from the npm registry's `node` package into .ci-cache/node-<major> when it is not there yet.
# Without arguments: prints the path of its binary. With a command: runs it with that Node first
# on PATH (child processes such as bin/gkn included). CI runs the unit and integration tests so
# (npm run test:image-node), proving the image's Node while development stays on the machine's
# Node (20 or later).
set -euo pipefail
cd "$(dirname "$0")/.."
major="$(sed -n 's/^ARG NODE_IMAGE=node:\([0-9][0-9]*\)-.*/\1/p' Dockerfile)"
if [ -z "$major" ]; then
  echo "image-node: no ARG NODE_IMAGE=node:<major>-… in the Dockerfile" >&2
  exit 1
fi
prefix=".ci-cache/node-$major"
if [ ! -x "$prefix/node_modules/.bin/node" ]; then
  npm install --no-save --no-audit --no-fund --loglevel=error --prefix "$prefix" "node@$major" >&2
fi
bin_dir="$(cd "$prefix/node_modules/.bin" && pwd)"
"$bin_dir/node" -e "if (process.versions.node.split('.')[0] !== '$major') process.exit(1)"
if [ $# -eq 0 ]; then
  echo "$bin_dir/node"
  exit 0
fi
echo "image-node: running on Node $("$bin_dir/node" --version)" >&2
PATH="$bin_dir:$PATH" exec "$@"
