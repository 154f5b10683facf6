#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer and AddressSanitizer, each
# in its own scratch directory (.build-tsan, .build-asan) so the normal
# .build is left alone. The end-to-end tests run the sanitized ghsearch too
# (GHSEARCH_BIN), so a report from the binary fails the test that ran it.
#
#   scripts/sanitizers.sh            both
#   scripts/sanitizers.sh thread     one of: thread, address
#
# Exit status 0 only if every run is clean. Logs: .build-<tsan|asan>/test.log
set -uo pipefail
cd "$(dirname "$0")/.."

kinds=("$@")
[ ${#kinds[@]} -eq 0 ] && kinds=(thread address)

# Any report is an error. Each run sets only its own sanitizer's options;
# the tests pass them on to every ghsearch they start and read them to know
# which sanitizer they run under (Tests/EndToEndTests/Support/SanitizerEnvironment.swift).
tsan_options="halt_on_error=0 second_deadlock_stack=1 suppressions=$PWD/scripts/tsan-suppressions.txt ${TSAN_OPTIONS:-}"
# The symbolizer by full path: ghsearch runs in tmux with a bare PATH, and
# suppressions match only symbolized frames.
symbolizer=$(command -v llvm-symbolizer || true)
asan_options="halt_on_error=1 detect_leaks=1 ${symbolizer:+external_symbolizer_path=$symbolizer} ${ASAN_OPTIONS:-}"
# print_suppressions=0: the table of suppressions used would end the
# sanitized ghsearch's standard error, which the end-to-end tests check exactly.
lsan_options="suppressions=$PWD/scripts/lsan-suppressions.txt print_suppressions=0 ${LSAN_OPTIONS:-}"
unset TSAN_OPTIONS ASAN_OPTIONS LSAN_OPTIONS

# TSan cannot see Synchronization.Mutex on Linux (Swift 6.3.1); the
# suppressions cover exactly the Mutex-guarded types. Say whether that is
# still so on this toolchain.
mutex_probe() {
    local probe=.build-tsan/tsan-mutex-probe
    mkdir -p .build-tsan
    swiftc -sanitize=thread -O scripts/tsan-mutex-probe.swift -o "$probe" > /dev/null 2>&1 || return
    local report
    report=$(TSAN_OPTIONS=halt_on_error=0 "$probe" 2>&1)
    if grep -q "WARNING: ThreadSanitizer" <<< "$report"; then
        echo "== thread: this toolchain's TSan does not see Synchronization.Mutex (scripts/tsan-mutex-probe.swift); Mutex-guarded types are suppressed (scripts/tsan-suppressions.txt)"
    else
        echo "== thread: TSan sees Synchronization.Mutex now: delete scripts/tsan-suppressions.txt"
    fi
}

# LSan cannot see an object held only through a Swift multi-payload enum
# (its case lives in the pointer's spare bits); the suppressions cover what
# globals' initializers allocate. Say whether that is still so.
lsan_probe() {
    local probe=.build-asan/lsan-tagged-pointer-probe
    mkdir -p .build-asan
    swiftc -sanitize=address -Onone scripts/lsan-tagged-pointer-probe.swift -o "$probe" > /dev/null 2>&1 || return
    if ASAN_OPTIONS=detect_leaks=1 "$probe" 2>&1 | grep -q "ERROR: LeakSanitizer"; then
        echo "== address: this toolchain's LSan does not see pointers kept in Swift enums' spare bits (scripts/lsan-tagged-pointer-probe.swift); what globals' initializers allocate is suppressed (leak:_WZ\$ in scripts/lsan-suppressions.txt)"
    else
        echo "== address: LSan sees pointers kept in Swift enums' spare bits now: delete leak:_WZ\$ from scripts/lsan-suppressions.txt"
    fi
}

status=0
for kind in "${kinds[@]}"; do
    case $kind in
        thread) scratch=.build-tsan; mutex_probe; options=(TSAN_OPTIONS="$tsan_options") ;;
        address) scratch=.build-asan; lsan_probe; options=(ASAN_OPTIONS="$asan_options" LSAN_OPTIONS="$lsan_options") ;;
        *) echo "unknown sanitizer '$kind' (thread or address)" >&2; exit 64 ;;
    esac
    mkdir -p "$scratch"
    log="$scratch/test.log"
    echo "== $kind: building into $scratch"
    if ! swift build --build-tests --sanitize="$kind" --scratch-path "$scratch" > "$scratch/build.log" 2>&1; then
        echo "== $kind: BUILD FAILED (see $scratch/build.log)"; status=1; continue
    fi
    echo "== $kind: testing (log: $log)"
    # Two passes, as scripts/test.sh runs them, but one test at a time: the
    # sanitized binary is several times slower, and on a shared 2-core
    # machine parallel sanitized tests missed their deadlines (a loopback
    # POST took 25 s).
    : > "$log"
    passed=1
    for pass in "--skip EndToEndTests" "--filter EndToEndTests"; do
        # shellcheck disable=SC2086
        env "${options[@]}" GHSEARCH_BIN="$PWD/$scratch/debug/ghsearch" \
            swift test --skip-build --no-parallel --sanitize="$kind" --scratch-path "$scratch" $pass >> "$log" 2>&1 || passed=0
    done
    if [ $passed = 1 ] && ! grep -qE "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer" "$log"; then
        echo "== $kind: clean — $(grep -E 'Test run with' "$log" | sed 's/.*Test run with/tests:/' | paste -sd ';' -)"
    else
        status=1
        echo "== $kind: FAILED"
        grep -E "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer|SUMMARY|✘ Test run" "$log" | head -20
    fi
done
exit $status
