import FakeGitHub
import Foundation
import Testing
import TestSupport

/// libcurl, libedit, libpng, libjpeg, cmark-gfm (two libraries) and libjq are loaded with dlopen when first needed,
/// by the SONAME each C target's header names (`GHS_*_SONAME`), and are
/// compiled against the headers of Debian's -dev packages. These tests keep
/// the two halves the same library: the SONAME loaded is the one the -dev
/// package's link (`libedit.so`…) names, that link and the header come from
/// the same -dev package, and the binary does not link the library after all.
@Suite(.standardTimeLimit, .sanitizerReports) struct LoadedLibraryTests {
    struct Loaded: CustomTestStringConvertible, Sendable {
        let target: String      // Sources/<target>/include/<target>.h holds the SONAME
        let define: String      // …as this `#define`
        let header: String      // the header the target's C file includes
        let link: String        // the -dev package's development link
        var testDescription: String { link }
    }

    static let libraries = [
        Loaded(target: "CCurl", define: "GHS_CURL_SONAME", header: "curl/curl.h", link: "libcurl.so"),
        Loaded(target: "CEditLine", define: "GHS_EDIT_SONAME", header: "histedit.h", link: "libedit.so"),
        Loaded(target: "CPNG", define: "GHS_PNG_SONAME", header: "png.h", link: "libpng.so"),
        Loaded(target: "CJPEG", define: "GHS_JPEG_SONAME", header: "jpeglib.h", link: "libjpeg.so"),
        // README preview: cmark-gfm and its extensions, two -dev packages.
        Loaded(target: "CCmarkGFM", define: "GHS_CMARK_SONAME", header: "cmark-gfm.h", link: "libcmark-gfm.so"),
        Loaded(target: "CCmarkGFM", define: "GHS_CMARKEXTENSIONS_SONAME", header: "cmark-gfm-core-extensions.h",
               link: "libcmark-gfm-extensions.so"),
        // --jq.
        Loaded(target: "CJQ", define: "GHS_JQ_SONAME", header: "jq.h", link: "libjq.so"),
    ]

    func sh(_ script: String) async throws -> String {
        // The tests' own PATH: clang is the toolchain's, beside swift.
        let run = try await ShellRun.bash(script, environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        #expect(run.status == 0, "\(script): \(run.stderr)")
        return run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test(arguments: libraries)
    func theSONAMELoadedIsTheOneTheDevPackageLinks(library: Loaded) async throws {
        let header = Binary.packageRoot.appendingPathComponent("Sources/\(library.target)/include/\(library.target).h")
        let text = try String(contentsOf: header, encoding: .utf8)
        let defined = text.split(separator: "\n").first { $0.hasPrefix("#define \(library.define) ") }
        let soname = try #require(defined?.split(separator: "\"").dropFirst().first.map(String.init), "no GHS_*_SONAME in \(header.path)")
        // (The directory resolved, not the link: /lib is /usr/lib on a merged-/usr system, and dpkg knows only one.)
        let link = try await sh("p=$(clang -print-file-name=\(library.link)) && echo \"$(realpath \"$(dirname \"$p\")\")/$(basename \"$p\")\"")
        #expect(link.hasPrefix("/"), "\(library.link) not found: is its -dev package installed?")
        let linked = try await sh("readelf -d '\(link)' | sed -n 's/.*(SONAME).*\\[\\(.*\\)\\]/\\1/p'")
        #expect(linked == soname, "\(library.target) loads \(soname); \(link) names \(linked)")
        // The header compiled against and the link come from one -dev package.
        let headerPackage = try await sh("dpkg -S \"$(echo '#include <\(library.header)>' | clang -M -x c - | tr ' \\\\' '\\n\\n' | grep '/\(library.header)$' | head -1)\" | cut -d: -f1")
        let linkPackage = try await sh("dpkg -S '\(link)' | cut -d: -f1")
        #expect(headerPackage.hasSuffix("-dev") && headerPackage == linkPackage, "\(library.header): \(headerPackage); \(link): \(linkPackage)")
    }

    /// libcurl's GnuTLS (librtmp's, libldap's) is not set up by its own
    /// initialiser when libcurl is opened: ghsearch defines gnutls.h's
    /// skip hook. GNUTLS_DEBUG_LEVEL makes that set-up print its steps.
    @Test func openingLibcurlLeavesGnuTLSUnsetUp() async throws {
        let fake = try FakeServerFixture()
        let run = try await ProcessRun.ghsearch(["--once", "octocat", "--api-url", fake.apiURL, "--no-cache"],
                                                environment: ["GNUTLS_DEBUG_LEVEL": "2"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").count == 8)
        #expect(!run.stderr.contains("gnutls["), "\(run.stderr)")
        let exported = try await sh("nm -D --defined-only \"$GHSEARCH\" | awk '$3 == \"_gnutls_global_init_skip\"' | wc -l")
        #expect(exported == "1")
    }

    @Test func theBinaryLinksNoneOfTheLibrariesItLoads() async throws {
        let needed = try await sh("readelf -d \"$GHSEARCH\" | sed -n 's/.*(NEEDED).*\\[\\(.*\\)\\]/\\1/p'")
        #expect(needed.contains("libdeflate.so"), "\(needed)")
        for name in ["libcurl", "libedit", "libpng", "libjpeg", "libcmark", "libjq"] { #expect(!needed.contains(name), "\(needed)") }
    }
}
