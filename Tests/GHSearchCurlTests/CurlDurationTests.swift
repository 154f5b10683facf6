import Testing
import TestSupport
@testable import GHSearchCurl

@Suite(.standardTimeLimit) struct CurlDurationTests {
    @Test func milliseconds() {
        #expect(Duration.seconds(10).curlMilliseconds == 10_000)
        #expect(Duration.microseconds(1500).curlMilliseconds == 1)
        #expect(Duration.milliseconds(1500).curlMilliseconds == 1500)
    }

    @Test func neverZeroWhichLibcurlReadsAsNoLimit() {
        #expect(Duration.zero.curlMilliseconds == 1)
        #expect(Duration.seconds(-5).curlMilliseconds == 1)
        #expect(Duration.zero.curlSeconds == 1)
    }

    @Test func secondsRoundUp() {
        #expect(Duration.milliseconds(1001).curlSeconds == 2)
        #expect(Duration.seconds(15).curlSeconds == 15)
    }

    @Test func hugeDurationsSaturate() {
        #expect(Duration.seconds(Int64.max).curlMilliseconds == Int.max)
        #expect(Duration.seconds(Int64.max).curlSeconds > 0)
    }

    @Test func transferredSizeLimitLeavesRoomForGzipOverheadWithoutOverflow() {
        #expect(CurlTransfer.transferredSizeLimit(forDecodedLimit: 64 << 20) > 64 << 20)
        #expect(CurlTransfer.transferredSizeLimit(forDecodedLimit: Int.max) == Int.max)
    }
}
