import Foundation
import Testing

/// What in the sources would make the release binary differ between two
/// checkouts (docs/RELEASE.md, "Reproducible artifacts"): a source file's
/// absolute path that the compiler does not map with -file-prefix-map.
/// `withoutActuallyEscaping` passes one, with its length, to the runtime's
/// check that the closure did not escape; `#filePath` is the path itself.
@Suite(.standardTimeLimit) struct ReproducibleSourcesTests {
    @Test func noShippedSourceWritesItsOwnPathIntoTheBinary() throws {
        let sources = SanitizerSuppressionsTests.root.appendingPathComponent("Sources")
        let walker = try #require(FileManager.default.enumerator(atPath: sources.path))
        var scanned = 0
        for case let file as String in walker where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            scanned += 1
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                for word in ["withoutActuallyEscaping(", "#filePath"] where code.contains(word) {
                    Issue.record("Sources/\(file):\(number + 1) uses \(word): its path would differ between checkouts")
                }
            }
        }
        #expect(scanned > 100)
    }
}
