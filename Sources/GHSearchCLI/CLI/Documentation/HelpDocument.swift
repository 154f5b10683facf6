import GHSearchText
/// The sections `--help` and the man page share, in order: the catalogue's
/// words, with the options from `OptionTable`.
enum HelpDocument {
    /// OPTIONS (every mode), INTERACTIVE OPTIONS and BATCH OPTIONS (one mode
    /// only), each in table order. With `includingModes`, `--once` and
    /// `--batch` too (the man page lists them; help has them in USAGE).
    static func optionSections(_ catalogue: Catalogue, includingModes: Bool = false) -> [Catalogue.HelpSection] {
        var general: [(String, String)] = [], interactive: [(String, String)] = [], batch: [(String, String)] = []
        for spec in OptionTable.all where includingModes || spec.role != .mode {
            let row = (spec.term, catalogue.optionHelp(spec.long) ?? "")
            switch spec.modes {
            case [.interactive] where spec.role != .mode: interactive.append(row)
            case [.batch] where spec.role != .mode: batch.append(row)
            default: general.append(row)
            }
        }
        return [
            Catalogue.HelpSection(heading: catalogue.heading(.options), rows: general),
            Catalogue.HelpSection(heading: catalogue.heading(.interactiveOptions), rows: interactive),
            Catalogue.HelpSection(heading: catalogue.heading(.batchOptions), rows: batch),
        ].filter { !$0.rows.isEmpty }
    }

    /// `--help` after its overview paragraph.
    static func helpSections(_ catalogue: Catalogue) -> [Catalogue.HelpSection] {
        [
            Catalogue.HelpSection(heading: catalogue.heading(.usage), rows: catalogue.helpUsage),
            Catalogue.HelpSection(heading: catalogue.heading(.arguments), rows: catalogue.helpArguments),
        ] + optionSections(catalogue) + [
            Catalogue.HelpSection(heading: catalogue.heading(.keys), rows: catalogue.helpKeys),
            Catalogue.HelpSection(heading: catalogue.heading(.environment), rows: catalogue.helpEnvironment),
            Catalogue.HelpSection(heading: catalogue.heading(.files), rows: catalogue.helpFiles),
            Catalogue.HelpSection(heading: catalogue.heading(.exitStatus), rows: catalogue.helpExitStatus),
            Catalogue.HelpSection(heading: catalogue.heading(.examples), rows: catalogue.helpExamples),
        ]
    }
}
