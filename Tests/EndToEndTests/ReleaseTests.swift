import FakeGitHub
import Foundation
import Testing
import TestSupport

/// The artifacts of `scripts/release.sh`, checked as a user without Swift
/// would meet them: the tarball installed with its `install.sh` into a
/// scratch prefix, the `.deb` inspected and unpacked with `dpkg-deb`
/// (`scripts/test-deb-install.sh` installs it with apt: CI), and each binary
/// run with no Swift runtime on the library path (no run path,
/// `LD_LIBRARY_PATH` empty, and where the machine allows a mount namespace,
/// the toolchain's directory hidden). And as a distribution would check
/// them: lintian and mandoc find nothing, a second run makes the same bytes,
/// `SHA256SUMS` verifies them.
///
/// Needs a release build, so it runs only when `GHSEARCH_RELEASE_DIR` names
/// the directory release.sh wrote (`GHSEARCH_RELEASE_AGAIN_DIR` the second
/// run's): `bash scripts/test-release.sh` (which CI runs after the README's
/// test command) does both.
@Suite(.enabled(if: ReleaseDirectory.path != nil, "set GHSEARCH_RELEASE_DIR (bash scripts/test-release.sh)"),
       .timeLimit(.minutes(2)), .serialized, .sanitizerReports)
struct ReleaseTests {

    /// The one file in the release directory ending in `suffix`.
    func artifact(_ suffix: String) throws -> String {
        let directory = try #require(ReleaseDirectory.path)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(suffix) }
        #expect(names.count == 1, "\(names)")
        return directory + "/" + (try #require(names.first))
    }

    func sh(_ script: String, environment: [String: String] = [:], deadline: TimeInterval = 90) async throws -> ProcessRun {
        try await ProcessRun.run("/bin/bash", ["-c", script], environment: environment, deadline: deadline)
    }

    /// Runs `binary` as a user without Swift would: no library path, and
    /// the toolchain hidden under an empty directory when a mount namespace can be made.
    func runStandalone(_ binary: String, _ arguments: [String]) async throws -> ProcessRun {
        let toolchain = "/opt/swift"
        let quoted = ([binary] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
        let hidden = try await sh("unshare -rm true 2>/dev/null && [ -d \(toolchain) ]")
        let script = hidden.status == 0
            ? "exec unshare -rm sh -c 'mount -t tmpfs none \(toolchain) && exec env LD_LIBRARY_PATH= \"$@\"' sh \(quoted)"
            : "exec env LD_LIBRARY_PATH= \(quoted)"
        return try await sh(script)
    }

    /// What a standalone binary must show: linked libraries all found, none of Swift's, no run path, stripped,
    /// and no symbol of its own exported but one.
    func expectStandalone(_ binary: String) async throws {
        let ldd = try await sh("LD_LIBRARY_PATH= ldd '\(binary)'")
        #expect(ldd.status == 0)
        #expect(!ldd.stdout.contains("swift") && !ldd.stdout.contains("Foundation") && !ldd.stdout.contains("not found"), "\(ldd.stdout)")
        let dynamic = try await sh("readelf -d '\(binary)'")
        #expect(!dynamic.stdout.contains("RPATH") && !dynamic.stdout.contains("RUNPATH"), "\(dynamic.stdout)")
        let sections = try await sh("readelf -S -W '\(binary)'")
        #expect(!sections.stdout.contains(".symtab") && !sections.stdout.contains(".debug_"), "not stripped")
        // Of its own symbols only the hook the libraries it opens look up (no --export-dynamic).
        let exported = try await sh("readelf --dyn-syms -W '\(binary)' | awk '$1 ~ /^[0-9]+:$/ && $7 != \"UND\" { print $8 }'")
        #expect(exported.stdout == "_gnutls_global_init_skip\n", "\(exported.stdout.prefix(500))")
    }

    /// `--version`, `--help` and a `--once` against the fake GitHub.
    func expectRuns(_ binary: String) async throws {
        let version = try await runStandalone(binary, ["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("ghsearch "), "\(version.stderr)")
        let help = try await runStandalone(binary, ["--help"])
        #expect(help.status == 0 && help.stdout.hasPrefix("OVERVIEW:") && help.stdout.contains("EXAMPLES:"), "\(help.stderr)")
        let fake = try FakeServerFixture()
        let once = try await runStandalone(binary, ["--once", "scotteg", "--api-url", fake.apiURL, "--no-cache"])
        #expect(once.status == 0, "\(once.stderr)")
        #expect(once.stdout.split(separator: "\n").count == 34)
        #expect(once.stdout.hasPrefix("cache-demo\thttps://github.com/scotteg/cache-demo\n"), "\(once.stdout.prefix(200))")
    }

    @Test func theTarballInstallsIntoAPrefixAndRunsWithoutSwift() async throws {
        let tarball = try artifact(".tar.gz")
        let scratch = ProcessRun.scratchDirectory()
        let prefix = scratch + "/prefix"
        let install = try await sh("tar -C '\(scratch)' -xzf '\(tarball)' && cd '\(scratch)'/ghsearch-* && ./install.sh '\(prefix)'")
        #expect(install.status == 0, "\(install.stderr)")
        for file in ["bin/ghsearch", "share/man/man1/ghsearch.1.gz", "share/man/ko/man1/ghsearch.1.gz",
                     "share/bash-completion/completions/ghsearch", "share/zsh/site-functions/_ghsearch",
                     "share/fish/vendor_completions.d/ghsearch.fish"] {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) not installed")
        }
        let binary = prefix + "/bin/ghsearch"
        try await expectStandalone(binary)
        try await expectRuns(binary)
        // The installed page reads without warnings; fish finds the installed completions under ~/.local.
        let man = try await sh("man --warnings -l '\(prefix)/share/man/man1/ghsearch.1.gz' >/dev/null", environment: ["MANPAGER": "cat"])
        #expect(man.status == 0 && man.stderr.isEmpty, "\(man.stderr)")
        let home = ProcessRun.scratchDirectory()
        // (fish loads a command's completions once the command is on PATH.)
        let user = try await sh("'\(scratch)'/ghsearch-*/install.sh >/dev/null && fish -c 'complete -C\"ghsearch --so\"'",
                          environment: ["HOME": home, "PATH": home + "/.local/bin:/usr/bin:/bin"])
        #expect(user.stdout.hasPrefix("--sort\t"), "install.sh into ~/.local: \(user.stdout) \(user.stderr)")
    }

    @Test func theDebDependsOnExactlyTheLibrariesTheBinaryNeeds() async throws {
        let deb = try artifact(".deb")
        let info = try await sh("dpkg-deb --info '\(deb)'")
        #expect(info.status == 0)
        let depends = try #require(info.stdout.split(separator: "\n").first { $0.hasPrefix(" Depends: ") })
        let packages = Set(depends.dropFirst(" Depends: ".count).split(separator: ",").map {
            String($0.trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
        })
        // What the binary links, mapped to the Debian packages holding those libraries.
        let root = ProcessRun.scratchDirectory()
        #expect(try await sh("dpkg-deb -x '\(deb)' '\(root)'").status == 0)
        let needed = try await sh("""
            readelf -d '\(root)/usr/bin/ghsearch' | sed -n 's/.*(NEEDED).*\\[\\(.*\\)\\]/\\1/p' | while read -r lib; do
              path=$(/sbin/ldconfig -p | awk -v l="$lib" '$1 == l && /x86-64|x32|64/ { print $NF; exit }')
              dpkg -S "$(readlink -f "$path")" 2>/dev/null || dpkg -S "$path"
            done | cut -d: -f1 | sort -u
            """)
        // …and the libraries loaded with dlopen when first needed (their SONAMEs are in the C targets' headers;
        // the file resolved, as dpkg knows /usr/lib/… and ldconfig may list /lib/…).
        let loaded = try await sh("""
            cd '\(Binary.packageRoot.path)' && sed -n 's/^#define GHS_[A-Z]*_SONAME "\\(.*\\)"$/\\1/p' Sources/C*/include/*.h \\
              | while read -r lib; do dpkg -S "$(readlink -f "$(/sbin/ldconfig -p | awk -v l="$lib" '$1 == l { print $NF; exit }')")"; done | cut -d: -f1
            """)
        #expect(loaded.stdout.split(separator: "\n").count == 7, "\(loaded.stdout) \(loaded.stderr)")
        let expected = Set((needed.stdout + loaded.stdout).split(separator: "\n").map(String.init))
        #expect(!expected.isEmpty)
        #expect(packages == expected, "Depends: \(packages.sorted()); the binary needs \(expected.sorted())")
        for library in ["libcurl4", "libedit2", "libpng16-16", "libjpeg62-turbo",
                        "libcmark-gfm0.29.0.gfm.6", "libcmark-gfm-extensions0.29.0.gfm.6", "libjq1", "libdeflate0"] {
            #expect(packages.contains(library), "\(library) missing from Depends: \(packages.sorted())")
        }
        #expect(!packages.contains { $0.contains("swift") })
        // The tarball's DEPENDS (what its install.sh checks) names the same packages.
        let listed = try await sh("tar -xzOf '\(try artifact(".tar.gz"))' --wildcards '*/DEPENDS'")
        #expect(Set(listed.stdout.split(separator: "\n").map(String.init)) == packages, "\(listed.stdout)")
    }

    /// The package's version and both file names carry the binary's own version
    /// (release.sh once let a loop variable overwrite it: `ghsearch_16_amd64.deb`, `Version: 16`).
    @Test func bothArtifactsAreNamedAndVersionedAsTheBinary() async throws {
        let deb = try artifact(".deb")
        let root = ProcessRun.scratchDirectory()
        #expect(try await sh("dpkg-deb -x '\(deb)' '\(root)'").status == 0)
        let version = try await runStandalone(root + "/usr/bin/ghsearch", ["--version"]).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").last.map(String.init)
        let number = try #require(version)
        #expect(number.first?.isNumber == true && number.contains("."), "\(number)")
        let field = try await sh("dpkg-deb --field '\(deb)' Version Package Architecture")
        #expect(field.stdout == "Version: \(number)\nPackage: ghsearch\nArchitecture: \(try await sh("dpkg --print-architecture").stdout)",
                "\(field.stdout)")
        #expect(deb.hasSuffix("/ghsearch_\(number)_\(try await sh("dpkg --print-architecture").stdout.dropLast()).deb"), "\(deb)")
        #expect(try artifact(".tar.gz").hasSuffix("/ghsearch-\(number)-linux-\(try await sh("uname -m").stdout.dropLast()).tar.gz"))
    }

    @Test func theInteractiveModeLoadsLibeditWithoutSwift() async throws {
        let root = ProcessRun.scratchDirectory()
        #expect(try await sh("dpkg-deb -x '\(try artifact(".deb"))' '\(root)'").status == 0)
        let fake = try FakeServerFixture()
        let hidden = try await sh("unshare -rm true 2>/dev/null").status == 0
        let command = [root + "/usr/bin/ghsearch", "--api-url", fake.apiURL, "--no-cache", "scotteg"]
        let tmux = try await TmuxSession.start(hidden ? ["unshare", "-rm", "sh", "-c", "mount -t tmpfs none /opt/swift && exec \"$@\"", "sh"] + command
                                          : command,
                                   environment: ["HOME": ProcessRun.scratchDirectory(), "PATH": "/usr/bin:/bin"], width: 120, height: 30)
        defer { tmux.close() }
        try await tmux.expectScreen("34 Repositories") { $0.first?.hasPrefix("34 Repositories") == true }
        // Its main thread waits for good once the mode runs, rather than
        // ending (`dispatch_main` ends it with pthread_exit, whose unwinding
        // opens GCC's unwinder, libgcc_s, at every start).
        let binary = command[0]
        let maps = ScratchRoot.processes(using: root).map { ProcFile.text("/proc/\($0)/maps") }
            .filter { $0.contains(" " + binary + "\n") }
        #expect(maps.count == 1)
        for map in maps {
            #expect(map.contains("/libedit.so") && map.contains("/libcurl"), "\(map.prefix(2000))")
            #expect(!map.contains("/libgcc_s.so"), "libgcc_s loaded")
        }
        try await tmux.press("C-c")
        #expect(try await tmux.waitForExit(deadline: 20) == 130, "Ctrl-C without a pick ends with 130")
    }

    /// README preview: the packaged binary opens cmark-gfm with dlopen
    /// (from the packages its Depends names) and renders a README; with the
    /// library unloadable (a file that is no library bound over it, in a
    /// mount namespace) it shows the text as it is and says why, no crash.
    @Test func theDebsBinaryRendersAReadmeAndSaysSoWithoutCmark() async throws {
        let root = ProcessRun.scratchDirectory()
        #expect(try await sh("dpkg-deb -x '\(try artifact(".deb"))' '\(root)'").status == 0)
        let fake = try FakeServerFixture(users: BuiltInDataSet.users + [BuiltInReadmes.user])
        let command = [root + "/usr/bin/ghsearch", "--api-url", fake.apiURL, "--no-cache", "readmes long"]
        let namespaces = try await sh("unshare -rm true 2>/dev/null").status == 0
        let library = try await sh("readlink -f \"$(/sbin/ldconfig -p | awk '$1 == \"libcmark-gfm.so.0.29.0.gfm.6\" { print $NF; exit }')\"")
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        /// The README's first section in the detail view, the way `hide` leaves the libraries.
        func open(hiding hide: String) async throws -> TmuxSession {
            let wrapped = namespaces
                ? ["unshare", "-rm", "sh", "-c", "mount -t tmpfs none /opt/swift 2>/dev/null; \(hide) exec \"$@\"", "sh"] + command
                : command
            let tmux = try await TmuxSession.start(wrapped, environment: ["HOME": ProcessRun.scratchDirectory(), "PATH": "/usr/bin:/bin",
                                                                          "NO_COLOR": "1"], width: 100, height: 40)
            try await tmux.expectScreen("the filtered row") { $0.first?.hasPrefix("1 Repository (of 9)") == true }
            try await tmux.press("Tab")
            return tmux
        }
        let rendered = try await open(hiding: "")
        defer { rendered.close() }
        try await rendered.expectScreen("the README rendered") { screen in
            screen.indices.dropLast().contains { screen[$0] == "Section 1" && screen[$0 + 1].hasPrefix("─────────") }
                && !screen.contains { $0.contains("## Section") }
        }
        guard namespaces, library.hasPrefix("/") else {
            print("no mount namespace here: the run without cmark-gfm is left out")
            return
        }
        let plain = try await open(hiding: "mount --bind /dev/null '\(library)' &&")
        defer { plain.close() }
        try await plain.expectScreen("the README as plain text, and why") { screen in
            let text = screen.joined(separator: " ")
            return text.contains("cmark-gfm could not be loaded (") && text.contains("shown as plain text")
                && screen.contains { $0.contains("## Section 1") }
        }
        #expect(try await plain.exitStatus() == nil, "still running")
    }

    @Test func theDebHoldsTheBinaryManPagesAndCompletionsAndItsContentsRunWithoutSwift() async throws {
        let deb = try artifact(".deb")
        let contents = try await sh("dpkg-deb -c '\(deb)'")
        for file in ["./usr/bin/ghsearch", "./usr/share/man/man1/ghsearch.1.gz", "./usr/share/man/ko/man1/ghsearch.1.gz",
                     "./usr/share/bash-completion/completions/ghsearch", "./usr/share/zsh/vendor-completions/_ghsearch",
                     "./usr/share/fish/vendor_completions.d/ghsearch.fish"] {
            #expect(contents.stdout.contains(" " + file + "\n"), "\(file) missing from the .deb")
        }
        #expect(contents.stdout.split(separator: "\n").allSatisfy { $0.contains(" root/root ") }, "files not owned by root")
        let root = ProcessRun.scratchDirectory()
        #expect(try await sh("dpkg-deb -x '\(deb)' '\(root)'").status == 0)
        let binary = root + "/usr/bin/ghsearch"
        try await expectStandalone(binary)
        try await expectRuns(binary)
        let size = try FileManager.default.attributesOfItem(atPath: binary)[.size] as? Int ?? 0
        print("release binary: \(size) bytes")
    }

    /// Lintian, as Debian's archive runs it, finds no error and no warning,
    /// and the package carries no override that would silence one.
    @Test func lintianFindsNothingToFix() async throws {
        let deb = try artifact(".deb")
        let lintian = try await sh("lintian --fail-on error,warning --display-level '>=info' '\(deb)'", deadline: 115)
        #expect(lintian.status == 0 && !lintian.timedOut, "lintian:\n\(lintian.stdout)\(lintian.stderr)")
        #expect(!lintian.stdout.contains("E: ") && !lintian.stdout.contains("W: "), "\(lintian.stdout)")
        let contents = try await sh("dpkg-deb -c '\(deb)'")
        #expect(!contents.stdout.contains("lintian"), "overrides shipped: \(contents.stdout)")
    }

    /// Both man pages as packaged: `mandoc -T lint` finds nothing, dated by the commit (SOURCE_DATE_EPOCH).
    @Test func thePackagedManPagesLintCleanAndCarryTheCommitsDate() async throws {
        let root = ProcessRun.scratchDirectory()
        #expect(try await sh("dpkg-deb -x '\(try artifact(".deb"))' '\(root)'").status == 0)
        let day = try await sh("cd '\(Binary.packageRoot.path)' && date -u -d @\"$(git log -1 --format=%ct)\" +%Y-%m-%d").stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
        for page in ["man1", "ko/man1"].map({ root + "/usr/share/man/\($0)/ghsearch.1.gz" }) {
            let lint = try await sh("mandoc -T lint -W style '\(page)'")
            #expect(lint.status == 0 && lint.stdout.isEmpty && lint.stderr.isEmpty, "\(page): \(lint.stdout)\(lint.stderr)")
            let header = try await sh("zcat '\(page)' | grep '^\\.TH '")
            #expect(header.stdout.hasPrefix(".TH GHSEARCH 1 \"\(day)\" "), "\(header.stdout) (the commit's day: \(day))")
        }
    }

    /// `copyright` is DEP-5 with LICENSE's text; `changelog.gz` opens with this version, dated by the commit.
    @Test func theDebCarriesTheLicenceAndAChangelog() async throws {
        let root = ProcessRun.scratchDirectory()
        #expect(try await sh("dpkg-deb -x '\(try artifact(".deb"))' '\(root)'").status == 0)
        let copyright = try String(contentsOfFile: root + "/usr/share/doc/ghsearch/copyright", encoding: .utf8)
        #expect(copyright.hasPrefix("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"))
        #expect(copyright.contains("\nFiles: *\nCopyright: 2026 the ghsearch authors\nLicense: MIT\n"), "\(copyright)")
        let license = try String(contentsOf: Binary.packageRoot.appendingPathComponent("LICENSE"), encoding: .utf8)
        for line in license.split(separator: "\n").dropFirst(2) {
            #expect(copyright.contains("\n " + line + "\n"), "LICENSE's line missing: \(line)")
        }
        let changelog = try await sh("zcat '\(root)/usr/share/doc/ghsearch/changelog.gz'")
        let version = try await sh("dpkg-deb --field '\(try artifact(".deb"))' Version").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(changelog.stdout.hasPrefix("ghsearch (\(version)) unstable; urgency=medium\n\n  * "), "\(changelog.stdout.prefix(300))")
        let date = try await sh("cd '\(Binary.packageRoot.path)' && LC_ALL=C date -u -R -d @\"$(git log -1 --format=%ct)\"").stdout
        let trailer = changelog.stdout.split(separator: "\n").first { $0.hasPrefix(" -- ") }.map(String.init)
        #expect(trailer == " -- ghsearch developers <ghsearch@users.noreply.github.com>  \(date.dropLast())", "\(trailer ?? "none")")
        // The tarball carries LICENSE as it is.
        let shipped = try await sh("tar -xzOf '\(try artifact(".tar.gz"))' --wildcards '*/LICENSE'")
        #expect(shipped.stdout == license)
    }

    /// Every relative link of the README resolves where it is installed:
    /// the .deb's /usr/share/doc/ghsearch and the tarball's top folder
    /// carry the pages it links to (docs/USAGE.md, the manual, first).
    @Test func theShippedReadmesLinksResolveInThePackage() async throws {
        let deb = ProcessRun.scratchDirectory()
        #expect(try await sh("dpkg-deb -x '\(try artifact(".deb"))' '\(deb)'").status == 0)
        let tar = ProcessRun.scratchDirectory()
        #expect(try await sh("tar -C '\(tar)' -xzf '\(try artifact(".tar.gz"))'").status == 0)
        let tarTop = try await sh("ls -d '\(tar)'/ghsearch-*").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        for folder in [deb + "/usr/share/doc/ghsearch", tarTop] {
            let readme = try String(contentsOfFile: folder + "/README.md", encoding: .utf8)
            let targets = readme.matches(of: /\]\(([^)\s#]+)(#[^)]*)?\)/).map { String($0.output.1) }
                .filter { !$0.contains("://") && !$0.hasPrefix("mailto:") }
            #expect(targets.contains("docs/USAGE.md"), "\(targets)")
            for target in Set(targets) {
                // Debian keeps the licence in `copyright` (DEP-5), never a second copy.
                let path = folder == tarTop || target != "LICENSE" ? target : "copyright"
                #expect(FileManager.default.fileExists(atPath: folder + "/" + path), "\(folder)/README.md links to \(target), not shipped")
            }
        }
    }

    /// A second `release.sh`, which built everything again in a copy of the
    /// sources at another path (scripts/test-release.sh), makes the same
    /// bytes, and `SHA256SUMS` verifies them.
    @Test func twoBuildsInTwoDirectoriesMakeTheSameBytes() async throws {
        let again = try #require(ReleaseDirectory.again, "GHSEARCH_RELEASE_AGAIN_DIR: the second run's directory")
        for suffix in [".deb", ".tar.gz", "SHA256SUMS"] {
            let first = try artifact(suffix)
            let second = again + "/" + URL(fileURLWithPath: first).lastPathComponent
            let cmp = try await sh("cmp '\(first)' '\(second)'")
            #expect(cmp.status == 0, "\(suffix) differs between the runs: \(cmp.stdout)\(cmp.stderr)")
        }
        let check = try await sh("cd '\(try #require(ReleaseDirectory.path))' && sha256sum -c SHA256SUMS")
        #expect(check.status == 0 && check.stdout.split(separator: "\n").count == 2 && !check.stdout.contains("FAILED"), "\(check.stdout)\(check.stderr)")
    }

    /// The binary holds nothing of where or when it was built: not the
    /// checkout's path (compilers write source paths; build-release.sh maps
    /// them to "."), which is what would differ between two checkouts.
    @Test func theBinaryHoldsNoBuildPath() async throws {
        let root = ProcessRun.scratchDirectory()
        #expect(try await sh("dpkg-deb -x '\(try artifact(".deb"))' '\(root)'").status == 0)
        let checkout = Binary.packageRoot.path
        let found = try await sh("grep -a -o -F '\(checkout)' '\(root)/usr/bin/ghsearch' | head -3")
        #expect(found.stdout.isEmpty, "the checkout's path is in the binary: \(found.stdout)")
    }
}

/// Where `scripts/release.sh` wrote the artifacts under test.
enum ReleaseDirectory {
    static var path: String? {
        ProcessInfo.processInfo.environment["GHSEARCH_RELEASE_DIR"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Where a second run of release.sh, from the same commit, wrote its own.
    static var again: String? {
        ProcessInfo.processInfo.environment["GHSEARCH_RELEASE_AGAIN_DIR"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
