import FoundationEssentials
import Glibc

/// What the terminal around the process can do, decided once at start-up.
public struct TerminalCapabilities: Sendable, Equatable {
    /// How many colours output may use.
    public enum ColorDepth: Int, Sendable, Comparable {
        /// No colour at all (not a terminal, `TERM=dumb`, or `NO_COLOR`).
        case none
        /// The 16 basic ANSI colours.
        case basic
        /// The 256-colour palette (`TERM=*-256color`).
        case palette256
        /// 24-bit colour (`COLORTERM=truecolor` or `24bit`).
        case trueColor

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Standard input is a terminal.
    public var inputIsTerminal: Bool
    /// Standard output is a terminal.
    public var outputIsTerminal: Bool
    /// `TERM` is `dumb`, empty or unset: no cursor movement, no styling.
    public var isDumb: Bool
    /// The colour depth output may use.
    public var colorDepth: ColorDepth

    public init(inputIsTerminal: Bool, outputIsTerminal: Bool, isDumb: Bool, colorDepth: ColorDepth) {
        self.inputIsTerminal = inputIsTerminal
        self.outputIsTerminal = outputIsTerminal
        self.isDumb = isDumb
        self.colorDepth = colorDepth
    }

    /// The interactive screen (cursor movement, alternate screen, line
    /// editing) can run: both ends are a terminal that is not dumb.
    public var supportsInteractiveScreen: Bool { inputIsTerminal && outputIsTerminal && !isDumb }

    /// Output may carry SGR attributes such as bold or dim (`NO_COLOR` turns
    /// off colour only, not emphasis).
    public var supportsStyling: Bool { outputIsTerminal && !isDumb }

    /// Decides the capabilities from the environment and from whether each
    /// end is a terminal. Pure: the caller measures `isatty`.
    public static func detect(
        environment: [String: String],
        inputIsTerminal: Bool,
        outputIsTerminal: Bool
    ) -> TerminalCapabilities {
        let term = environment["TERM"] ?? ""
        let isDumb = term.isEmpty || term == "dumb"
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let depth: ColorDepth
        if !outputIsTerminal || isDumb || noColor {
            depth = .none
        } else if ["truecolor", "24bit"].contains((environment["COLORTERM"] ?? "").lowercased()) {
            depth = .trueColor
        } else if term.hasSuffix("256color") {
            depth = .palette256
        } else {
            depth = .basic
        }
        return TerminalCapabilities(
            inputIsTerminal: inputIsTerminal,
            outputIsTerminal: outputIsTerminal,
            isDumb: isDumb,
            colorDepth: depth
        )
    }

    /// The capabilities of this process's standard input and output.
    public static func current(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TerminalCapabilities {
        detect(
            environment: environment,
            inputIsTerminal: isatty(STDIN_FILENO) == 1,
            outputIsTerminal: isatty(STDOUT_FILENO) == 1
        )
    }
}
