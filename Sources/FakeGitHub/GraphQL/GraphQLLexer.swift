/// Splits a GraphQL document into tokens (the GraphQL spec's lexical
/// grammar: punctuators, names, numbers, strings and block strings; commas,
/// white space and `#` comments are ignored).
struct GraphQLLexer {
    enum Kind: Equatable {
        case punctuator(String)
        case name(String)
        case int(Int)
        case float(Double)
        case string(String)
        case end
    }

    struct Token {
        var kind: Kind
        var location: GraphQLLocation

        /// How GitHub's parser names a token in "Parse error on … (KIND)".
        var described: String {
            switch kind {
            case .punctuator(let p): "\"\(p)\" (\(Self.punctuatorNames[p] ?? "PUNCTUATOR"))"
            case .name(let n): "\"\(n)\" (IDENTIFIER)"
            case .int(let i): "\"\(i)\" (INT)"
            case .float(let f): "\"\(f)\" (FLOAT)"
            case .string(let s): "\"\(s)\" (STRING)"
            case .end: "end of file"
            }
        }

        private static let punctuatorNames = [
            "{": "LCURLY", "}": "RCURLY", "(": "LPAREN", ")": "RPAREN", "[": "LBRACKET", "]": "RBRACKET",
            ":": "COLON", "!": "BANG", "$": "VAR_SIGN", "=": "EQUALS", "@": "DIR_SIGN", "...": "ELLIPSIS", "|": "PIPE",
        ]
    }

    struct Failure: Error {
        var message: String
        var location: GraphQLLocation
    }

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// Every token, ending with `.end`.
    static func tokens(_ text: String) throws(Failure) -> [Token] {
        var lexer = GraphQLLexer(text)
        var tokens: [Token] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private var location: GraphQLLocation {
        GraphQLLocation(line: line, column: index - lineStart + 1)
    }

    private mutating func next() throws(Failure) -> Token {
        skipIgnored()
        let start = location
        guard index < bytes.count else { return Token(kind: .end, location: start) }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ":"),
             UInt8(ascii: "="), UInt8(ascii: "@"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
             UInt8(ascii: "}"), UInt8(ascii: "|"), UInt8(ascii: "&"):
            index += 1
            return Token(kind: .punctuator(String(UnicodeScalar(byte))), location: start)
        case UInt8(ascii: "."):
            guard index + 2 < bytes.count, bytes[index + 1] == byte, bytes[index + 2] == byte else {
                throw Failure(message: "Parse error on \".\"", location: start)
            }
            index += 3
            return Token(kind: .punctuator("..."), location: start)
        case UInt8(ascii: "\""):
            return Token(kind: .string(try string()), location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return Token(kind: try number(), location: start)
        default:
            guard Self.isNameStart(byte) else {
                throw Failure(message: "Parse error on \"\(String(decoding: [byte], as: UTF8.self))\"", location: start)
            }
            let begin = index
            while index < bytes.count, Self.isNameStart(bytes[index]) || Self.isDigit(bytes[index]) { index += 1 }
            return Token(kind: .name(String(decoding: bytes[begin..<index], as: UTF8.self)), location: start)
        }
    }

    private mutating func skipIgnored() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","):
                index += 1
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                index += 3
            case UInt8(ascii: "\n"):
                index += 1
                newLine()
            case UInt8(ascii: "\r"):
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                newLine()
            case UInt8(ascii: "#"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
            default:
                return
            }
        }
    }

    private mutating func newLine() {
        line += 1
        lineStart = index
    }

    private mutating func number() throws(Failure) -> Kind {
        let start = location
        let begin = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        var isFloat = false
        while index < bytes.count {
            let b = bytes[index]
            if Self.isDigit(b) {
                index += 1
            } else if b == UInt8(ascii: ".") || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
                        || ((b == UInt8(ascii: "+") || b == UInt8(ascii: "-")) && isFloat) {
                isFloat = true
                index += 1
            } else {
                break
            }
        }
        let text = String(decoding: bytes[begin..<index], as: UTF8.self)
        if index < bytes.count, Self.isNameStart(bytes[index]) {
            throw Failure(message: "Parse error on \"\(text)\"", location: start)
        }
        if isFloat, let value = Double(text) { return .float(value) }
        if !isFloat, let value = Int(text) { return .int(value) }
        throw Failure(message: "Parse error on \"\(text)\"", location: start)
    }

    private mutating func string() throws(Failure) -> String {
        let start = location
        if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\""), bytes[index + 2] == UInt8(ascii: "\"") {
            return try blockString(start)
        }
        index += 1
        var out: [UInt8] = []
        while index < bytes.count {
            let b = bytes[index]
            switch b {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw Failure(message: "Unterminated string", location: start)
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else { throw Failure(message: "Unterminated string", location: start) }
                let escaped = bytes[index + 1]
                index += 2
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.count,
                          let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16),
                          let scalar = Unicode.Scalar(value) else {
                        throw Failure(message: "Bad unicode escape in string", location: start)
                    }
                    index += 4
                    out.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw Failure(message: "Bad escape in string", location: start)
                }
            default:
                out.append(b)
                index += 1
            }
        }
        throw Failure(message: "Unterminated string", location: start)
    }

    private mutating func blockString(_ start: GraphQLLocation) throws(Failure) -> String {
        index += 3
        let begin = index
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "\""), bytes[index + 1] == UInt8(ascii: "\""), bytes[index + 2] == UInt8(ascii: "\"") {
                let text = String(decoding: bytes[begin..<index], as: UTF8.self)
                index += 3
                return text
            }
            if bytes[index] == UInt8(ascii: "\n") {
                index += 1
                newLine()
            } else {
                index += 1
            }
        }
        throw Failure(message: "Unterminated string", location: start)
    }

    private static func isNameStart(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_")
    }

    private static func isDigit(_ b: UInt8) -> Bool {
        b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }
}
