#!/usr/bin/env bash
# Prints a folder whose `node` is Node 24 (the current LTS), installing it from the npm registry's
# node-linux-<arch> package into a cache when the machine's Node is older. Prepend it to PATH.
set -euo pipefail
version=24.21.0
if command -v node >/dev/null 2>&1 && [ "$(node -p 'process.versions.node.split(".")[0]')" -ge 24 ]; then
  dirname "$(command -v node)"
  exit 0
fi
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "No Node 24 package for $(uname -m)" >&2; exit 1 ;;
esac
cache="${NODE24_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/cic-node-$version}"
bin="$cache/node_modules/node-linux-$arch/bin"
if [ ! -x "$bin/node" ]; then
  echo "Installing Node $version from the npm registry into $cache" >&2
  npm install --prefix "$cache" --no-save --no-audit --no-fund --no-package-lock "node-linux-$arch@$version" >&2
fi
echo "$bin"
