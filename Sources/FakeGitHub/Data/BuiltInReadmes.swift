/// The `readmes` account: one repository for each kind of README a client
/// must survive.
///
/// - `long`: a real-looking README of about 600 lines (scrolling).
/// - `huge`: 1.5 MB of Markdown, over ghsearch's 1 MB cap.
/// - `binary`: 4 kB of bytes that are no text (NULs, invalid UTF-8).
/// - `latin1`: text in ISO-8859-1 (not UTF-8).
/// - `utf16`: UTF-16LE with a byte-order mark.
/// - `cjk`: Chinese, Japanese and Korean prose, tables and emoji.
/// - `hostile`: escape sequences, C1 controls and bidi overrides in every
///   Markdown construct.
/// - `empty`: a README of zero bytes.
/// - `none`: no README at all (404).
public enum BuiltInReadmes {
    public static let login = "readmes"
    public static let id = 90_000_404

    public static var user: FakeUser {
        var random = SplitMix64(seed: 404)
        let readmes: [(String, String, FakeReadme)] = [
            ("long", "A README long enough to scroll through", .bytes(Array(long.utf8))),
            ("huge", "A README of 1.5 MB", .repeated(long, size: 1_500_000)),
            ("binary", "A README that is not text", .bytes(binary)),
            ("latin1", "A README in ISO-8859-1", .bytes(latin1)),
            ("utf16", "A README in UTF-16", .bytes(utf16)),
            ("cjk", "中文、日本語、한국어 README", .bytes(Array(cjk.utf8))),
            ("hostile", "A README that attacks the terminal", .bytes(Array(hostile.utf8))),
            ("empty", "An empty README", .bytes([])),
            ("none", "A repository without a README", .none),
        ]
        let repositories = readmes.enumerated().map { index, entry in
            var repository = FakeData.repository(named: entry.0, index: index, accountID: id, random: &random)
            repository.description = entry.1
            repository.readme = entry.2
            return repository
        }
        return FakeUser(login: login, id: id, repositories: repositories)
    }

    public static let long: String = {
        var text = """
            # Long

            A README with many sections, lists, code and tables, for scrolling.

            """
        for section in 1...30 {
            text += """

                ## Section \(section)

                Paragraph \(section) explains one part of the project in a few sentences, long enough \
                to wrap on a narrow terminal and short enough to read. See [the docs](https://example.org/\(section)).

                - First point of section \(section)
                - Second point, with `code`
                  - A nested point

                ```sh
                make section-\(section)
                ```

                | Key | Value |
                |-----|------:|
                | section | \(section) |

                """
        }
        return text + "\nThe end.\n"
    }()

    public static var binary: [UInt8] {
        var random = SplitMix64(seed: 0xB1_4A_27)
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D]
        while bytes.count < 4_096 { bytes.append(UInt8(truncatingIfNeeded: random.next())) }
        return bytes
    }

    public static var latin1: [UInt8] {
        // "# Café crème\n\nCrème brûlée, naïve façade.\n" in ISO-8859-1.
        Array("# Caf".utf8) + [0xE9] + Array(" cr".utf8) + [0xE8] + Array("me\n\nCr".utf8) + [0xE8]
            + Array("me br".utf8) + [0xFB] + Array("l".utf8) + [0xE9] + Array("e, na".utf8) + [0xEF]
            + Array("ve fa".utf8) + [0xE7] + Array("ade.\n".utf8)
    }

    public static var utf16: [UInt8] {
        [0xFF, 0xFE] + "# UTF-16\n\nHello, 세계.\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    public static let cjk = """
        # 日本語と中文と한국어

        これは日本語で書かれた説明文です。スペースを使わずに長い文章を書くと、端末の幅で折り返す必要があります。

        这是一个用中文写的段落，没有空格，需要在字符之间换行。

        저장소를 검색하는 도구입니다. 한국어는 띄어쓰기로 단어를 나눕니다.

        | 이름 | 言語 | 星 |
        |------|:----:|---:|
        | 저장소 | Swift | 12 |
        | 東京ウィジェット | Go 🐙 | 3 |
        | 👩‍💻 개발자 | Rust 🦀 | 1000 |

        - 第一項目
        - 第二項目：とても長い項目の説明がここに入ります。折り返された行は本文の下に揃います。

        > 引用：日本語の引用文です。

        """

    public static let hostile = """
        # Title \u{1B}[2J\u{1B}[Hcleared \u{1B}]0;pwned-title\u{07}

        Paragraph with **bold \u{1B}[31mred\u{1B}[0m** and `code \u{1B}[8m hidden` and C1 \u{9B}31mCSI.
        Entities: &#27;[2J and &#x9b;31m. Bidi: \u{202E}gnp.exe\u{202C} and \u{2066}x\u{2069}.

        [link \u{1B}[1mtext](https://evil.example/\u{1B}[2J "t \u{1B}[3m") ![alt \u{1B}[4m](x.png)
        An OSC 8 link: \u{1B}]8;;https://evil.example\u{1B}\\click\u{1B}]8;;\u{1B}\\ and \u{1B}]52;c;Y29weQ==\u{07}.

        ```sh\u{1B}[31m
        echo "\u{1B}[2J in code"\ttab\u{1B}]0;pwned-code\u{07}
        ```

        | Head \u{1B}[1m | Cell \u{1B}]0;pwned-table\u{07} |
        |---|---|
        | \u{1B}[2J | \u{202E}reversed\u{202C} |

        - item \u{1B}[2J one
        - [x] task \u{1B}[7m done

        > quote \u{1B}[2J

        <div>\u{1B}[2J html block</div>

        """
}
