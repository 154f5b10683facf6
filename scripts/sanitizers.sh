#!/usr/bin/env bash
# Runs the whole test suite under ThreadSanitizer and AddressSanitizer, each
# in its own scratch directory (.build-tsan, .build-asan) so the normal
# .build is left alone. The end-to-end tests run the sanitized ghsearch too
# (GHSEARCH_BIN), so a report from the binary fails the test that ran it:
# each sanitized program writes its reports to a file of the test that
# started it (log_path, under .build-<tsan|asan>/reports), and the test
# fails with the report in its message (Tests/EndToEndTests/Support/SanitizerReports.swift).
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
# The symbolizer by full path, for both: ghsearch runs in tmux with no PATH
# at all, and suppressions match only symbolized frames (without it, every
# Mutex-guarded access in a ghsearch run in tmux was reported, unsymbolized).
symbolizer=$(command -v llvm-symbolizer || true)
tsan_options="halt_on_error=0 second_deadlock_stack=1 suppressions=$PWD/scripts/tsan-suppressions.txt ${symbolizer:+external_symbolizer_path=$symbolizer} ${TSAN_OPTIONS:-}"
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
    # The report is read whole before it is searched: in a pipeline,
    # pipefail would take the probe's failing exit status (LSan's, when it
    # reports) for grep's and say the opposite of what LSan found.
    local report
    report=$(ASAN_OPTIONS=detect_leaks=1 "$probe" 2>&1)
    if grep -q "ERROR: LeakSanitizer" <<< "$report"; then
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
    # Where every program the end-to-end tests start writes its reports,
    # one directory per test; emptied for each run.
    reports="$PWD/$scratch/reports"
    rm -rf "$reports"; mkdir -p "$reports"
    passed=1
    for pass in "--skip EndToEndTests" "--filter EndToEndTests"; do
        # shellcheck disable=SC2086
        env "${options[@]}" GHSEARCH_BIN="$PWD/$scratch/debug/ghsearch" GHSEARCH_SANITIZER_REPORTS="$reports" \
            swift test --skip-build --no-parallel --sanitize="$kind" --scratch-path "$scratch" $pass >> "$log" 2>&1 || passed=0
    done
    # A report written after its test had ended (by a program still running
    # then) failed no test, but it is a report all the same.
    left=$(find "$reports" -type f -size +0c | sort)
    if [ $passed = 1 ] && [ -z "$left" ] && ! grep -qE "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer" "$log"; then
        echo "== $kind: clean — $(grep -E 'Test run with' "$log" | sed 's/.*Test run with/tests:/' | paste -sd ';' -)"
    else
        status=1
        echo "== $kind: FAILED"
        grep -E "WARNING: ThreadSanitizer|ERROR: AddressSanitizer|ERROR: LeakSanitizer|SUMMARY|✘ Test run" "$log" | head -20
        [ -n "$left" ] && echo "== $kind: reports of the programs the tests ran (one directory per test):" && echo "$left"
    fi
done
exit $status
