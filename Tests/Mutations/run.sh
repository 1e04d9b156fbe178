#!/usr/bin/env bash
# Mutation check: each planted bug must make a named test fail.
#
# Usage: Tests/Mutations/run.sh [NAME...]   (default: every Tests/Mutations/*.patch)
#
# Format of a mutation, Tests/Mutations/<name>.patch:
#   - its first line is `# test: <FILTER>`, where FILTER is the argument of
#     `swift test --filter` that selects the test(s) which must fail under the mutation
#     (a suite, `Suite/test()`, or a regular expression such as `A|B`);
#   - the rest is `git diff` output against the repository root (git apply skips the
#     comment line before the first `diff --git`).
# Make one by editing the source, then
#   { echo "# test: FILTER"; git diff Sources/...; } > Tests/Mutations/NAME.patch
# and restore the source (git checkout Sources/...).
#
# What the script does, in a copy of the working tree (Sources, Tests, Resources, ...; kept in
# .build/mutations/tree with its own .build, so later runs rebuild only what changed):
#   1. runs each named test unmutated: it must run at least one test and pass;
#   2. for each mutation: applies it, builds, runs the named test, expects it to fail
#      ("killed"), then takes the patch back out (git apply -R).
# It reports each mutation as killed, SURVIVED, or ERROR (the patch does not apply, the
# mutant does not build, or the test fails or finds nothing unmutated), and exits non-zero
# unless every mutation was killed. Your working tree is never modified.
# Not part of `swift test`: it rebuilds once per mutation.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
mutations="$root/Tests/Mutations"
tree="$root/.build/mutations/tree"
log="$root/.build/mutations/log"
timeout_seconds=${MUTATION_TEST_TIMEOUT:-900}

if [ $# -gt 0 ]; then
  patches=()
  for name in "$@"; do patches+=("$mutations/${name%.patch}.patch"); done
else
  patches=("$mutations"/*.patch)
fi

# Brings the copy up to date with the working tree (tracked and untracked files, not the
# ignored ones), copying only files that differ so the copy's build stays incremental.
sync_tree() {
  mkdir -p "$tree" "$log"
  [ -d "$tree/.git" ] || git init -q "$tree"  # its own repository, for git apply
  local wanted="$log/wanted" present="$log/present"
  (cd "$root" && git ls-files --cached --others --exclude-standard) | sort -u >"$wanted"
  while IFS= read -r file; do
    [ -f "$root/$file" ] || continue
    if ! cmp -s "$root/$file" "$tree/$file"; then
      mkdir -p "$(dirname "$tree/$file")"
      cp -p "$root/$file" "$tree/$file"
    fi
  done <"$wanted"
  (cd "$tree" && find . \( -path ./.build -o -path ./.git \) -prune -o -type f -print) \
    | sed 's|^\./||' | sort >"$present"
  comm -23 "$present" "$wanted" | while IFS= read -r file; do rm -f "$tree/$file"; done
}

build() { (cd "$tree" && swift build --build-tests) >"$log/build" 2>&1; }

# Runs the tests FILTER selects; the status is the test run's. Output in $log/test.
run_tests() {
  (cd "$tree" && timeout "$timeout_seconds" swift test --skip-build --filter "$1") \
    >"$log/test" 2>&1
}

filter_of() { sed -n '1s/^# test: *//p' "$1"; }

sync_tree
echo "== build the unmutated copy"
if ! build; then
  tail -n 20 "$log/build"
  echo "ERROR: the unmutated tree does not build"
  exit 1
fi

killed=0
failed=0
# First, on the unmutated build: each patch names a test that exists and passes (or a
# failure under the mutation proves nothing).
ready=()
for patch in "${patches[@]}"; do
  name=$(basename "$patch" .patch)
  filter=$( [ -f "$patch" ] && filter_of "$patch")
  if [ -z "$filter" ]; then
    echo "ERROR     $name: no such patch, or its first line is not '# test: FILTER'"
    failed=$((failed + 1))
  elif ! run_tests "$filter" || ! grep -Eq "Test run with [1-9][0-9]* tests? " "$log/test"; then
    grep -E "✘|Test run with" "$log/test" | head -n 5
    echo "ERROR     $name: '$filter' does not run and pass on the unmutated tree"
    failed=$((failed + 1))
  elif ! (cd "$tree" && git apply --check "$patch" 2>/dev/null); then
    echo "ERROR     $name: the patch does not apply (the code moved? make it again)"
    failed=$((failed + 1))
  else
    ready+=("$patch")
  fi
done

# Then each mutation in turn.
for patch in "${ready[@]}"; do
  name=$(basename "$patch" .patch)
  filter=$(filter_of "$patch")
  (cd "$tree" && git apply "$patch") || exit 1
  if ! build; then
    grep -E "error:" "$log/build" | head -n 5
    echo "ERROR     $name: the mutant does not build"
    failed=$((failed + 1))
  elif run_tests "$filter"; then
    echo "SURVIVED  $name: '$filter' passes with the mutation"
    failed=$((failed + 1))
  else
    # A test that hangs under the mutation (killed by timeout) counts as failing.
    echo "killed    $name by '$filter'"
    grep -E "^✘ Test [^r]" "$log/test" | head -n 3 | cut -c 1-100 | sed "s/^/            /"
    killed=$((killed + 1))
  fi
  (cd "$tree" && git apply -R "$patch") || {
    echo "ERROR: could not take $name back out; removing the copy"
    rm -rf "$tree"
    exit 1
  }
done
# Leave the copy built unmutated for the next run.
build >/dev/null 2>&1 || true
echo "== $killed of ${#patches[@]} mutations killed"
[ "$failed" -eq 0 ]
