#!/usr/bin/env bash
# Builds the generated rows with their own generated Maven Wrapper and a JDK 25 or 21 found by find-jdk.sh.
# Every line it prints goes to stderr, so that it can run before any matrix command without touching its output.
set -euo pipefail

usage() {
  cat <<'EOF'
Usage: jhipster/build.sh [--quiet] [--require-jdk] [FOLDER...]

Builds the generated rows (default: every jhipster-* folder with a variant.properties) with
`./mvnw -B -ntp -Pprod -DskipTests package` and a JDK 25 or 21 (jhipster/find-jdk.sh says which).
A row whose jar (the `jar=` of its variant.properties) is newer than its pom.xml and src/ is skipped.

  --quiet        print nothing when every jar is up to date
  --require-jdk  exit 1 when no JDK 25 or 21 is found (default: say so in one line, exit 0)

Progress goes to stderr. Maven's output goes to .matrix/jhipster/build-FOLDER.log; its tail is shown
when a build fails (exit 1). Exit 2: a FOLDER that is not a generated row, or a manifest without jar=.
EOF
}

quiet=false require_jdk=false folders=()
for arg in "$@"; do
  case "$arg" in
    --quiet) quiet=true ;;
    --require-jdk) require_jdk=true ;;
    -h|--help) usage; exit 0 ;;
    -*) echo "build: unknown option '$arg' (see --help)" >&2; exit 2 ;;
    *) folders+=("${arg%/}") ;;
  esac
done

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
logs="$root/.matrix/jhipster"

if [ "${#folders[@]}" -eq 0 ]; then
  for manifest in "$root"/jhipster-*/variant.properties; do
    [ -f "$manifest" ] && folders+=("$(basename "$(dirname "$manifest")")")
  done
fi

# The jar a row's build makes, as its manifest names it (relative to the row's folder).
jar_of() {
  sed -n 's/^jar=[[:space:]]*//p' "$root/$1/variant.properties" 2>/dev/null | tail -n 1
}

# A jar needs building when it is missing or older than the row's pom.xml or anything under src/.
stale() {
  local folder="$1" jar="$2"
  [ -f "$jar" ] || return 0
  [ -n "$(find "$root/$folder/pom.xml" "$root/$folder/src" -newer "$jar" -print -quit 2>/dev/null)" ]
}

to_build=()
declare -A jars
for folder in "${folders[@]}"; do
  [ -f "$root/$folder/pom.xml" ] || { echo "build: $folder is not a generated row (no $folder/pom.xml)" >&2; exit 2; }
  jar="$(jar_of "$folder")"
  [ -n "$jar" ] || { echo "build: $folder/variant.properties names no jar=" >&2; exit 2; }
  jars[$folder]="$root/$folder/$jar"
  if stale "$folder" "${jars[$folder]}"; then to_build+=("$folder"); fi
done
if [ "${#to_build[@]}" -eq 0 ]; then
  $quiet || echo "build: ${folders[*]:-no generated rows}: up to date" >&2
  exit 0
fi

if ! java_home="$("$here/find-jdk.sh" 2>&1)"; then
  echo "build: ${to_build[*]} not built: $java_home" >&2
  $require_jdk && exit 1
  exit 0
fi
feature="$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$java_home/release")"

mkdir -p "$logs"
# Two matrix commands started together must not build the same folder at once: the second waits, then finds the
# jars up to date.
exec 9>"$logs/.build.lock"
if command -v flock >/dev/null && ! flock -n 9; then
  echo "build: another jhipster/build.sh is building; waiting for it ..." >&2
  flock 9
fi
for folder in "${to_build[@]}"; do
  if ! stale "$folder" "${jars[$folder]}"; then continue; fi
  log="$logs/build-$folder.log"
  echo "build: $folder (JDK $feature at $java_home: ./mvnw -Pprod package, minutes the first time) ..." >&2
  started=$(date +%s)
  if ! (cd "$root/$folder" && JAVA_HOME="$java_home" sh ./mvnw -B -ntp -Pprod -DskipTests package) >"$log" 2>&1; then
    echo "---- last lines of $log" >&2
    tail -n 40 "$log" >&2
    echo "----" >&2
    echo "build: $folder failed (full log: $log)" >&2
    exit 1
  fi
  jar="${jars[$folder]}"
  [ -f "$jar" ] || { echo "build: $folder built, but made no $(basename "$jar") (log: $log)" >&2; exit 1; }
  # Maven may leave an up-to-date jar untouched: mark it as checked, so that it is not rebuilt next time.
  touch "$jar"
  echo "build: $folder built in $(( $(date +%s) - started )) s: ${jar#"$root/"}" >&2
done
