// swift-tools-version:6.0
import PackageDescription

// Dependencies point one way:
//   ghsearch (executable) → GHSearchCurl, GHSearchTerminal, GHSearchImage → GHSearchCore
//   GHSearchMarkdown (cmark-gfm's tree → the core's MarkdownDocument) → GHSearchCore
//   CCurl / CEditLine / CPNG / CJPEG / CCmarkGFM are used only by their own Swift wrapper target.
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
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]
        ),
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"])]
        ),
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "GHSearchCore"),
        .target(name: "GHSearchCurl", dependencies: ["GHSearchCore", "CCurl"]),
        .target(name: "GHSearchTerminal", dependencies: ["GHSearchCore", "CEditLine"]),
        .target(name: "GHSearchImage", dependencies: ["GHSearchCore", "CPNG", "CJPEG"]),
        .target(name: "GHSearchMarkdown", dependencies: ["GHSearchCore", "CCmarkGFM"]),
        .target(name: "FakeGitHub", dependencies: ["CZlib"]),
        .executableTarget(
            name: "ghsearch",
            dependencies: ["GHSearchCore", "GHSearchCurl", "GHSearchTerminal", "GHSearchImage"]
        ),
        .executableTarget(name: "fake-github", dependencies: ["FakeGitHub"]),
        .testTarget(name: "GHSearchCoreTests", dependencies: ["GHSearchCore"], exclude: ["Fixtures"]),
        .testTarget(name: "GHSearchCurlTests", dependencies: ["GHSearchCurl", "GHSearchCore", "FakeGitHub"]),
        .testTarget(name: "GHSearchTerminalTests", dependencies: ["GHSearchTerminal", "GHSearchCore"]),
        .testTarget(name: "GHSearchImageTests", dependencies: ["GHSearchImage", "GHSearchCore"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "GHSearchMarkdownTests", dependencies: ["GHSearchMarkdown", "GHSearchCore"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "FakeGitHubTests", dependencies: ["FakeGitHub"]),
        .testTarget(name: "EndToEndTests", dependencies: ["FakeGitHub"]),
    ],
    swiftLanguageModes: [.v6]
)
