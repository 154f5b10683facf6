/// Untrusted text made safe and measurable for a terminal: `sanitize(_:)`
/// strips everything a terminal would act on, `width(_:)` counts the cells
/// text takes, and `truncate(_:toWidth:)` / `pad(_:toWidth:alignment:)` fit
/// it to a column.
///
/// Widths follow the usual terminal rules: a grapheme cluster (a Swift
/// `Character`) takes 2 cells when any scalar in it is East Asian Wide or
/// Fullwidth or has emoji presentation, 0 when it holds only zero-width
/// scalars (combining marks, joiners, variation selectors…), else 1.
/// East Asian Ambiguous characters count 1, as in non-CJK locales.
public enum TerminalText {}
