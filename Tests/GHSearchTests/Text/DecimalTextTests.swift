import Foundation
import Testing
@testable import GHSearchCLI
@testable import GHSearchText
@testable import GHSearchInteractive
import GHSearchTable

/// One decimal as `%.1f` printed it, now without Foundation's formatter.
@Suite(.standardTimeLimit) struct DecimalTextTests {
    @Test(arguments: [0.0, 0.04, 0.05, 0.15, 0.25, 0.35, 0.45, 0.96, 1.0, 12.34, 12.35, 103.13, 103.125, 999.95, 1234.5678, 99_999.99, 1023.999])
    func matchesPrintf(_ value: Double) {
        #expect(DecimalText.oneDecimal(value) == String(format: "%.1f", value), "\(value)")
    }

    @Test func matchesPrintfOverEveryKilobyteSizeAndCount() {
        let sizes: [Double] = stride(from: 1024, to: 50 * 1024 * 1024, by: 1031).map { Double($0) / 1024 }
        let counts: [Double] = stride(from: 10_000, to: 5_000_000, by: 373).map { Double($0) / 1000 }
        let values = sizes + counts
        let differing = values.filter { DecimalText.oneDecimal($0) != String(format: "%.1f", $0) }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }

    @Test func sizesAndCounts() {
        #expect(Catalogue.english.kilobytes(105611) == "103.1 MB")
        #expect(Catalogue.english.kilobytes(3 * 1024 * 1024 / 2) == "1.5 GB")
        #expect(RepositoryTable.compactCount(12345) == "12.3k" && RepositoryTable.compactCount(1_234_567) == "1.2M")
    }
}
