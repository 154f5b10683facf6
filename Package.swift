// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way (docs/ARCHITECTURE.md draws the graph):
//   ghsearch (executable) → GHSearchInteractiveMode → GHSearchTerminal, GHSearchCLI → … → AsyncOperators;
//   ghsearch → GHSearchCurl, GHSearchImage, GHSearchStorage, GHSearchMarkdown (the real parts it wires)
//   GHSearchJQ (libjq behind bytes in, bytes out) depends on nothing of ours
//   GHSearchMarkdown (cmark-gfm's tree → the core's MarkdownDocument) → GHSearchCLI
//   AsyncOperators imports nothing but the standard library and Synchronization:
//   the compiler keeps the operators ignorant of GitHub.
//   GHSearchStorage holds the file I/O (the disk cache); the core keeps only pure encodings.
//   CCurl / CLibDeflate / CEditLine / CPNG / CJPEG / CCmarkGFM / CJQ are used only by their own Swift wrapper target.
//   FakeGitHub is the loopback test server; it shares no code with the client,
//   so a bug in the client's wire format cannot hide behind the same bug in it.
let package = Package(
    name: "ghsearch",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "ghsearch", targets: ["ghsearch"]),
        .executable(name: "fake-github", targets: ["fake-github"]),
    ],
    targets: [
        // libcurl, libedit, libpng and libjpeg are loaded with dlopen when
        // first needed (so start-up maps none of them): small C targets with
        // the wrappers and the table of the library's functions, built
        // against the -dev packages' headers (libcurl4-openssl-dev,
        // libedit-dev, libpng-dev, libjpeg-dev).
        // Opens the C libraries below with dlopen at their first use, each once.
        .target(name: "CLibraryLoader"),
        .target(name: "CCurl", dependencies: ["CLibraryLoader"]),
        .target(name: "CEditLine", dependencies: ["CLibraryLoader"]),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // libdeflate: decodes gzip/deflate response bodies after the transfer
        // (libcurl's own streaming zlib decoding is switched off).
        .systemLibrary(
            name: "CLibDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        .target(name: "CPNG", dependencies: ["CLibraryLoader"]),
        .target(name: "CJPEG", dependencies: ["CLibraryLoader"]),
        // cmark-gfm: compiled against libcmark-gfm-dev's and
        // libcmark-gfm-extensions-dev's headers, opened with dlopen at the
        // first README (Sources/CCmarkGFM/cmark.c), never linked.
        .target(name: "CCmarkGFM", dependencies: ["CLibraryLoader"]),
        // libjq (--jq): compiled against libjq-dev's headers, opened with
        // dlopen at the first --jq (Sources/CJQ/jq.c), never linked.
        .target(name: "CJQ", dependencies: ["CLibraryLoader"]),
        .target(name: "AsyncOperators"),
        .target(name: "GHSearchText"),
        .target(name: "GHSearchGitHub", dependencies: ["AsyncOperators", "GHSearchText"]),
        .target(name: "GHSearchFilter", dependencies: ["GHSearchText", "GHSearchGitHub"]),
        .target(name: "GHSearchMarkdownLayout", dependencies: ["GHSearchText"]),
        .target(name: "GHSearchTable", dependencies: ["GHSearchText", "GHSearchGitHub"]),
        .target(name: "GHSearchKeys", dependencies: ["GHSearchText", "GHSearchGitHub"]),
        .target(name: "GHSearchAvatar", dependencies: ["GHSearchText", "GHSearchGitHub"]),
        .target(name: "GHSearchQuota", dependencies: ["AsyncOperators", "GHSearchGitHub"]),
        .target(name: "GHSearchTheme", dependencies: ["GHSearchText"]),
        .target(name: "GHSearchPreviewCommand", dependencies: ["GHSearchText", "GHSearchGitHub", "GHSearchKeys"]),
        .target(name: "GHSearchReadme", dependencies: ["AsyncOperators", "GHSearchText", "GHSearchGitHub", "GHSearchMarkdownLayout"]),
        .target(name: "GHSearchInteractive", dependencies: ["AsyncOperators", "GHSearchText", "GHSearchGitHub", "GHSearchFilter",
                                                            "GHSearchMarkdownLayout", "GHSearchKeys",
                                                            "GHSearchAvatar", "GHSearchReadme", "GHSearchQuota",
                                                            "GHSearchPreviewCommand"]),
        .target(name: "GHSearchPresent", dependencies: ["GHSearchText", "GHSearchGitHub", "GHSearchFilter", "GHSearchMarkdownLayout",
                                                        "GHSearchTable", "GHSearchKeys", "GHSearchAvatar", "GHSearchReadme",
                                                        "GHSearchTheme", "GHSearchPreviewCommand", "GHSearchInteractive"]),
        .target(name: "GHSearchSession", dependencies: ["AsyncOperators", "GHSearchText", "GHSearchGitHub", "GHSearchFilter", "GHSearchMarkdownLayout",
                                                        "GHSearchKeys", "GHSearchAvatar", "GHSearchReadme", "GHSearchQuota", "GHSearchPreviewCommand", "GHSearchInteractive",
                                                        "GHSearchPresent"]),
        .target(name: "GHSearchScripting", dependencies: ["GHSearchText", "GHSearchGitHub", "GHSearchFilter", "GHSearchTable"]),
        .target(name: "GHSearchCLI", dependencies: ["GHSearchText", "GHSearchGitHub", "GHSearchFilter", "GHSearchInteractive", "GHSearchPresent",
                                                     "GHSearchScripting", "GHSearchTable", "GHSearchKeys", "GHSearchTheme",
                                                     "GHSearchPreviewCommand", "GHSearchSession"]),
        .target(name: "GHSearchCurl", dependencies: ["GHSearchGitHub", "CCurl", "CLibDeflate"]),
        .target(name: "GHSearchTerminal", dependencies: ["GHSearchText", "CEditLine", "GHSearchInteractive", "GHSearchPresent", "GHSearchKeys"]),
        .target(name: "GHSearchImage", dependencies: ["CPNG", "CJPEG", "GHSearchAvatar"]),
        .target(name: "GHSearchMarkdown", dependencies: ["GHSearchMarkdownLayout", "CCmarkGFM"]),
        .target(name: "GHSearchStorage", dependencies: ["GHSearchGitHub"]),
        .target(name: "GHSearchJQ", dependencies: ["CJQ"]),
        // The interactive mode: the view model, the session, the screens and the
        // prompt wired together; its terminal, editor, clock and processes injected.
        .target(name: "GHSearchInteractiveMode", dependencies: ["GHSearchText", "GHSearchGitHub", "GHSearchFilter",
                                                                "GHSearchMarkdownLayout", "GHSearchKeys", "GHSearchAvatar",
                                                                "GHSearchReadme", "GHSearchTheme", "GHSearchPreviewCommand",
                                                                "GHSearchInteractive", "GHSearchPresent", "GHSearchSession",
                                                                "GHSearchScripting", "GHSearchCLI", "GHSearchTerminal"]),
        // The fake server writes megabytes of JSON for a big user on its first
        // request; optimised even in debug builds, so end-to-end tests running
        // side by side do not wait seconds for it.
        .target(name: "FakeGitHub", dependencies: ["CZlib"],
                swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .executableTarget(
            name: "ghsearch",
            dependencies: ["GHSearchCLI", "GHSearchText", "GHSearchCurl", "GHSearchTerminal", "GHSearchImage", "GHSearchStorage",
                           "GHSearchMarkdown", "GHSearchJQ", "GHSearchGitHub", "GHSearchFilter", "GHSearchMarkdownLayout", "GHSearchInteractive", "GHSearchScripting", "GHSearchTable", "GHSearchKeys", "GHSearchAvatar", "GHSearchReadme", "GHSearchQuota", "GHSearchTheme", "GHSearchPreviewCommand", "GHSearchSession", "GHSearchInteractiveMode"],
            // The hook that keeps GnuTLS from setting itself up when libcurl is
            // opened (Sources/CCurl/curl.c), where a library opened later finds it.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic-symbol=_gnutls_global_init_skip"])]
        ),
        .executableTarget(name: "fake-github", dependencies: ["FakeGitHub"]),
        // Benchmarks, run on demand (bench/run.sh, bench/repl.sh); built
        // like the program, against the core's public interface.
        .executableTarget(name: "repl-benchmark", dependencies: ["GHSearchCLI", "GHSearchGitHub", "GHSearchFilter", "GHSearchInteractive", "GHSearchPresent"], path: "bench/repl"),
        .executableTarget(name: "micro-benchmark", dependencies: ["GHSearchCLI", "GHSearchGitHub", "GHSearchFilter", "GHSearchInteractive"], path: "bench/micro"),
        .executableTarget(name: "markdown-benchmark", dependencies: ["GHSearchCLI", "GHSearchMarkdown", "CCmarkGFM", "GHSearchGitHub", "GHSearchMarkdownLayout", "GHSearchInteractive", "GHSearchPresent", "GHSearchReadme"],
                          path: "bench/markdown"),  // CCmarkGFM: cmark-gfm's own renderer is the baseline
        .executableTarget(name: "frame-benchmark", dependencies: ["GHSearchGitHub", "GHSearchInteractive", "GHSearchPresent", "GHSearchText", "GHSearchTheme"],
                          path: "bench/frame"),
        .executableTarget(name: "filter-bench", dependencies: ["GHSearchCLI", "GHSearchGitHub", "GHSearchFilter", "GHSearchInteractive"], path: "bench/filter"),
        // What every test target shares: the one time limit, virtual time,
        // waits that never hold a thread of the cooperative pool.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .target(name: "InteractiveTestSupport",
                dependencies: ["GHSearchInteractive", "GHSearchKeys", "GHSearchAvatar", "GHSearchPreviewCommand"],
                path: "Tests/InteractiveTestSupport"),
        .testTarget(name: "AsyncOperatorsTests", dependencies: ["AsyncOperators", "TestSupport"]),
        .testTarget(name: "GHSearchTests", dependencies: ["GHSearchCLI", "GHSearchText", "TestSupport", "InteractiveTestSupport", "GHSearchGitHub", "GHSearchFilter", "GHSearchMarkdownLayout", "GHSearchInteractive", "GHSearchPresent", "GHSearchScripting", "GHSearchTable", "GHSearchKeys", "GHSearchAvatar", "GHSearchReadme", "GHSearchQuota", "GHSearchTheme", "GHSearchPreviewCommand", "GHSearchSession"], exclude: ["Fixtures"]),
        .testTarget(name: "GHSearchCurlTests",
                    dependencies: ["GHSearchCurl", "GHSearchCLI", "FakeGitHub", "TestSupport", "CLibDeflate", "GHSearchGitHub", "GHSearchMarkdownLayout", "GHSearchInteractive", "GHSearchReadme"]),
        .testTarget(name: "GHSearchTerminalTests", dependencies: ["GHSearchTerminal", "GHSearchCLI", "TestSupport", "InteractiveTestSupport", "GHSearchInteractive", "GHSearchPresent", "GHSearchKeys"]),
        .testTarget(name: "GHSearchInteractiveModeTests",
                    dependencies: ["GHSearchInteractiveMode", "GHSearchTerminal", "GHSearchCLI", "GHSearchSession", "GHSearchInteractive", "GHSearchPresent",
                                   "GHSearchGitHub", "GHSearchKeys", "GHSearchText", "GHSearchScripting", "TestSupport", "InteractiveTestSupport"]),
        .testTarget(name: "GHSearchImageTests", dependencies: ["GHSearchImage", "GHSearchCLI", "TestSupport", "GHSearchInteractive", "GHSearchAvatar"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "GHSearchMarkdownTests", dependencies: ["GHSearchMarkdown", "GHSearchCLI", "GHSearchText", "TestSupport", "GHSearchMarkdownLayout", "GHSearchInteractive"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "GHSearchStorageTests", dependencies: ["GHSearchStorage", "GHSearchCLI", "TestSupport", "GHSearchGitHub", "GHSearchInteractive"]),
        .testTarget(name: "FakeGitHubTests", dependencies: ["FakeGitHub", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["FakeGitHub", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
