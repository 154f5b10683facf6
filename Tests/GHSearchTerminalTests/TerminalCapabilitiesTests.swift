import Testing
import TestSupport
@testable import GHSearchTerminal

@Suite(.standardTimeLimit) struct TerminalCapabilitiesTests {
    private func detect(_ environment: [String: String], input: Bool = true, output: Bool = true)
        -> TerminalCapabilities
    {
        TerminalCapabilities.detect(environment: environment, inputIsTerminal: input, outputIsTerminal: output)
    }

    @Test func anOrdinaryTerminalHasBasicColourAndTheInteractiveScreen() {
        let capabilities = detect(["TERM": "xterm"])
        #expect(capabilities.colorDepth == .basic)
        #expect(capabilities.supportsInteractiveScreen)
        #expect(capabilities.supportsStyling)
    }

    @Test func colourDepthFollowsColortermThenTerm() {
        #expect(detect(["TERM": "tmux-256color"]).colorDepth == .palette256)
        #expect(detect(["TERM": "xterm-256color", "COLORTERM": "truecolor"]).colorDepth == .trueColor)
        #expect(detect(["TERM": "xterm", "COLORTERM": "24bit"]).colorDepth == .trueColor)
        #expect(detect(["TERM": "xterm", "COLORTERM": "yes"]).colorDepth == .basic)
    }

    @Test(arguments: [["TERM": "dumb"], ["TERM": ""], [:]])
    func aDumbTerminalGetsPlainLines(environment: [String: String]) {
        let capabilities = detect(environment)
        #expect(capabilities.isDumb)
        #expect(capabilities.colorDepth == .none)
        #expect(!capabilities.supportsInteractiveScreen)
        #expect(!capabilities.supportsStyling)
    }

    @Test func noColorTurnsOffColourButNotTheScreenOrEmphasis() {
        let capabilities = detect(["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"])
        #expect(capabilities.colorDepth == .none)
        #expect(capabilities.supportsInteractiveScreen)
        #expect(capabilities.supportsStyling)
    }

    @Test func anEmptyNoColorIsIgnored() {
        #expect(detect(["TERM": "xterm", "NO_COLOR": ""]).colorDepth == .basic)
    }

    @Test func pipedOutputHasNoColourAndNoScreen() {
        let capabilities = detect(["TERM": "xterm-256color"], output: false)
        #expect(capabilities.colorDepth == .none)
        #expect(!capabilities.supportsInteractiveScreen)
        #expect(!capabilities.supportsStyling)
    }

    @Test func pipedInputHasNoScreenButKeepsColour() {
        let capabilities = detect(["TERM": "xterm-256color"], input: false)
        #expect(!capabilities.supportsInteractiveScreen)
        #expect(capabilities.colorDepth == .palette256)
    }
}
