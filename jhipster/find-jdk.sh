#!/usr/bin/env bash
# Prints the JAVA_HOME of a JDK that builds and runs the generated rows (feature release 25 or 21, the
# releases the generated Maven enforcer accepts), or exits 1 with one line saying what to install.
#
#   jhipster/find-jdk.sh [FEATURE...]     default: 25 21 (preferred first)
#
# Looks, in this order, at $JAVA_HOME (taken if it is any of the wanted releases), the jdkHome entries of
# ~/.m2/toolchains.xml, then the sub-folders of each JVM folder listed in harness/src/main/resources/jdk-folders.txt
# (the list the harness's JdkFinder searches too); among these the first JDK of the most preferred release wins.
# A JDK's release comes from its `release` file.
set -euo pipefail

wanted=("$@")
[ "${#wanted[@]}" -gt 0 ] || wanted=(25 21)

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
folders_file="$here/../harness/src/main/resources/jdk-folders.txt"
if [ ! -f "$folders_file" ]; then
  echo "find-jdk: the list of JVM folders, harness/src/main/resources/jdk-folders.txt, is missing" >&2
  exit 2
fi
# The JVM folders as the file writes them (one a line, # starts a comment, a leading ~/ is the home folder).
folders=()
while IFS= read -r line || [ -n "$line" ]; do
  line="${line%%#*}"
  line="${line#"${line%%[![:space:]]*}"}"
  line="${line%"${line##*[![:space:]]}"}"
  [ -n "$line" ] && folders+=("$line")
done < "$folders_file"

# The feature release of a JDK home (25 for JAVA_VERSION="25.0.3", 8 for "1.8.0_452"), or nothing if the
# folder is not a JDK (no release file, or no javac: a JRE cannot build).
feature_of() {
  local home="$1" version
  [ -f "$home/release" ] && [ -x "$home/bin/javac" ] && [ -x "$home/bin/java" ] || return 0
  version="$(sed -n 's/^JAVA_VERSION="\([^"]*\)".*/\1/p' "$home/release" | head -n 1)"
  case "$version" in
    1.*) version="${version#1.}" ;;
  esac
  echo "${version%%[.+_-]*}"
}

is_wanted() {
  local feature="$1" want
  for want in "${wanted[@]}"; do [ "$feature" = "$want" ] && return 0; done
  return 1
}

if [ -n "${JAVA_HOME:-}" ] && is_wanted "$(feature_of "$JAVA_HOME")"; then
  echo "$JAVA_HOME"
  exit 0
fi

candidates=()
toolchains="$HOME/.m2/toolchains.xml"
if [ -f "$toolchains" ]; then
  while IFS= read -r home; do candidates+=("$home"); done \
    < <(sed -n 's|.*<jdkHome>[[:space:]]*\([^<]*[^<[:space:]]\)[[:space:]]*</jdkHome>.*|\1|p' "$toolchains")
fi
for folder in "${folders[@]}"; do
  case "$folder" in
    "~/"*) folder="$HOME/${folder#"~/"}" ;;
  esac
  for home in "$folder"/*; do
    [ -d "$home" ] && candidates+=("$home")
  done
done

for want in "${wanted[@]}"; do
  for home in "${candidates[@]}"; do
    if [ "$(feature_of "$home")" = "$want" ]; then
      echo "$home"
      exit 0
    fi
  done
done

list="$(printf '%s or ' "${wanted[@]}")"
looked="JAVA_HOME, ~/.m2/toolchains.xml$(printf ', %s' "${folders[@]}")"
echo "no JDK ${list% or } found (looked at $looked): install Temurin ${wanted[0]} to build and run the generated rows" >&2
exit 1
