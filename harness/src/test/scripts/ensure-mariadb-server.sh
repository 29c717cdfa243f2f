#!/usr/bin/env bash
# Makes sure Debian's MariaDB server is installed, for ExternalServersIT, which runs the matrix against a separately
# installed server through --mysql-url. Installs the package when run as root with apt-get; the package's own
# service is kept from starting (the test starts its own server on a free loopback port, with its own data).
# Exit codes: 0 installed, 3 cannot install here (not root, no apt-get): the test is then skipped with this message.
set -euo pipefail

if [ -x /usr/sbin/mariadbd ] && command -v mariadb-install-db >/dev/null; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "ensure-mariadb-server: Debian's mariadb-server is not installed, and this is not root with apt-get:" \
    "install it with 'sudo apt-get install mariadb-server' to run the external-server test" >&2
  exit 3
fi
echo "ensure-mariadb-server: installing Debian's mariadb-server (its own service is not started) ..." >&2
policy=/usr/sbin/policy-rc.d
created_policy=0
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy"
  chmod +x "$policy"
  created_policy=1
fi
trap '[ "$created_policy" = 1 ] && rm -f "$policy"' EXIT
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends mariadb-server >/dev/null
/usr/sbin/mariadbd --version >&2
