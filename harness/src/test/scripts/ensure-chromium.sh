#!/usr/bin/env bash
# Makes sure headless Chromium is there for DashboardBrowserIT, which opens the generated dashboard in it.
# Run by the harness build in the pre-integration-test phase; installs Debian's chromium package when run as root.
set -euo pipefail
chromium=/usr/bin/chromium

if [ -x "$chromium" ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "ensure-chromium: $chromium is missing and this build does not run as root, so it cannot install it." >&2
  echo "ensure-chromium: install it once with: sudo apt-get install chromium   (Debian; the browser test needs it)" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null; then
  echo "ensure-chromium: $chromium is missing and there is no apt-get here; install Chromium at $chromium yourself." >&2
  exit 1
fi
echo "ensure-chromium: installing Debian's chromium package for the dashboard browser test ..." >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
"$chromium" --version >&2
