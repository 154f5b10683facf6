#!/usr/bin/env bash
# Builds the libFuzzer targets in fuzz/ against the sources of the pure
# targets (AsyncOperators, GHSearchText … GHSearchCLI, not through
# Package.swift), with -sanitize=fuzzer,address, then runs each for a bounded time and
# prints its execution count.
#
#   fuzz/run.sh [SECONDS] [TARGET...]     default: 60 s, every target
#   fuzz/run.sh 600 LinkHeader            ten minutes of one target
#
# Targets: LinkHeader RepositoryDecoder RateLimit TerminalText CommandLineParser CacheEntry BatchInput Markdown
#          ConfigFile SearchAnswer GraphQLAnswer SearchLinks KeyDecoder BindSpec
# (Markdown also builds GHSearchMarkdown and the CCmarkGFM shim; cmark-gfm
# itself is the system's, opened with dlopen, not instrumented).
# The checked-in corpus (fuzz/corpus/<target>) seeds a scratch copy in
# .build/fuzz/corpus/<target>, so new inputs never dirty the work tree.
# A crash leaves its input in .build/fuzz/artifacts/<target>/ and makes the
# script exit non-zero; turn it into a regression test before fixing it.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(LinkHeader RepositoryDecoder RateLimit TerminalText CommandLineParser CacheEntry BatchInput Markdown
             ConfigFile SearchAnswer GraphQLAnswer SearchLinks KeyDecoder BindSpec)
fi

out=.build/fuzz
# A failed check is reported by libFuzzer; the Swift backtracer would only
# trip over AddressSanitizer while printing its own report.
export SWIFT_BACKTRACE=enable=no
# What Swift's globals allocate once for the process is not a leak.
export LSAN_OPTIONS="suppressions=$PWD/fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
mkdir -p "$out/lib"
flags=(-O -sanitize=fuzzer,address -use-ld=lld -swift-version 6 -package-name ghsearch)
# The libraries are built with -enable-testing, so a target may reach an
# internal decoder through `@testable import` (the search and GraphQL answers).
library_flags=("${flags[@]}" -enable-testing)

# The pure targets, leaves first, once each, as instrumented static
# libraries and modules (each imports only those before it).
modules=(AsyncOperators GHSearchText GHSearchGitHub GHSearchFilter GHSearchMarkdownLayout GHSearchTable GHSearchKeys
         GHSearchAvatar GHSearchReadme GHSearchQuota GHSearchTheme GHSearchPreviewCommand GHSearchInteractive GHSearchPresent GHSearchSession
         GHSearchScripting GHSearchCLI)
core_sources=$(for module in "${modules[@]}"; do find "Sources/$module" -name '*.swift' | sort; done)
stamp="$out/lib/sources.sha"
# shellcheck disable=SC2086
digest=$( (echo "${library_flags[*]}"; cat $core_sources) | sha256sum | cut -d' ' -f1)
missing=0
for module in "${modules[@]}"; do [ -f "$out/lib/lib$module.a" ] || missing=1; done
if [ "$missing" -eq 1 ] || [ "$(cat "$stamp" 2>/dev/null)" != "$digest" ]; then
    for module in "${modules[@]}"; do
        # swiftc -static adds to an existing archive: a file renamed or removed
        # since would leave its old objects (and a type's old layout) in it.
        rm -f "$out/lib/lib$module.a"
        echo "== building $module (instrumented)"
        # shellcheck disable=SC2046
        swiftc "${library_flags[@]}" -parse-as-library -module-name "$module" -I "$out/lib" -emit-module \
            -emit-module-path "$out/lib/$module.swiftmodule" -emit-library -static \
            -o "$out/lib/lib$module.a" $(find "Sources/$module" -name '*.swift' | sort)
    done
    echo "$digest" > "$stamp"
fi
libraries=()
for ((i = ${#modules[@]} - 1; i >= 0; i--)); do libraries+=("-l${modules[i]}"); done

# CCmarkGFM (the dlopen shim, C) as a module and a static library, for GHSearchMarkdown.
mkdir -p "$out/cmark"
printf 'module CCmarkGFM {\n    header "%s"\n    export *\n}\n' "$PWD/Sources/CCmarkGFM/include/CCmarkGFM.h" \
    > "$out/cmark/module.modulemap"
# The shim opens cmark-gfm through CLibraryLoader, linked in with it.
clang -O1 -c -I Sources/CCmarkGFM/include -I Sources/CLibraryLoader/include Sources/CCmarkGFM/cmark.c -o "$out/cmark/cmark.o"
clang -O1 -c -I Sources/CLibraryLoader/include Sources/CLibraryLoader/library.c -o "$out/cmark/library.o"
rm -f "$out/lib/libCCmarkGFM.a"
ar rcs "$out/lib/libCCmarkGFM.a" "$out/cmark/cmark.o" "$out/cmark/library.o"

# GHSearchMarkdown likewise, for the Markdown target.
markdown_sources=$(find Sources/GHSearchMarkdown -name '*.swift' | sort)
markdown_stamp="$out/lib/markdown.sha"
markdown_digest=$( (echo "${library_flags[*]}"; cat $core_sources $markdown_sources) | sha256sum | cut -d' ' -f1)
if [ ! -f "$out/lib/libGHSearchMarkdown.a" ] || [ "$(cat "$markdown_stamp" 2>/dev/null)" != "$markdown_digest" ]; then
    rm -f "$out/lib/libGHSearchMarkdown.a"
    echo "== building GHSearchMarkdown (instrumented)"
    # shellcheck disable=SC2086
    swiftc "${library_flags[@]}" -parse-as-library -module-name GHSearchMarkdown -I "$out/lib" -I "$out/cmark" \
        -emit-module -emit-module-path "$out/lib/GHSearchMarkdown.swiftmodule" -emit-library -static \
        -o "$out/lib/libGHSearchMarkdown.a" $markdown_sources
    echo "$markdown_digest" > "$markdown_stamp"
fi

status=0
for target in "${targets[@]}"; do
    echo "== $target: building"
    extra=()
    if [ "$target" = Markdown ]; then extra=(-I "$out/cmark" -lGHSearchMarkdown -lCCmarkGFM -ldl); fi
    swiftc "${flags[@]}" -parse-as-library -I "$out/lib" -L "$out/lib" "${extra[@]}" "${libraries[@]}" \
        "fuzz/$target/${target}Fuzz.swift" -o "$out/$target"
    mkdir -p "$out/corpus/$target" "$out/artifacts/$target"
    cp -n fuzz/corpus/"$target"/* "$out/corpus/$target/" 2>/dev/null || true
    echo "== $target: fuzzing for $seconds s"
    log="$out/$target.log"
    if "$out/$target" -max_total_time="$seconds" -max_len=4096 -rss_limit_mb=4096 -timeout=30 -print_final_stats=1 \
        -artifact_prefix="$out/artifacts/$target/" "$out/corpus/$target" > "$log" 2>&1; then
        runs=$(grep -o 'Done [0-9]* runs in [0-9]* second(s)' "$log" | tail -1)
        echo "== $target: ok — ${runs:-see $log}"
    else
        status=1
        echo "== $target: FAILED — see $log and $out/artifacts/$target/"
        grep -m5 -E 'ERROR|Fatal error|SUMMARY' "$log" || true
    fi
done
exit $status
