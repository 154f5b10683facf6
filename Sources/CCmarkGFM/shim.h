#ifndef GHSEARCH_CCMARKGFM_SHIM_H
#define GHSEARCH_CCMARKGFM_SHIM_H
// cmark-gfm (Debian's libcmark-gfm-dev and libcmark-gfm-extensions-dev):
// one call parses Markdown with GitHub's extensions, and a few typed helpers
// read what the extensions attach to a node. Swift walks the tree with
// cmark's own iterator (no recursion) and frees it with cmark_node_free.
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>

/// Registers the core extensions with cmark. cmark's own guard is not
/// thread-safe: call this once (Swift does, from a `static let`) before
/// any parse.
static inline void ghs_cmark_register_extensions(void) {
    cmark_gfm_core_extensions_ensure_registered();
}

/// Parses `length` bytes of Markdown as GitHub does: tables, strikethrough,
/// autolinks and task lists on; raw HTML kept as HTML nodes (the caller
/// drops them); adjacent text nodes merged, so an escape sequence that cmark
/// split at a `[` reaches the sanitiser whole. `attached` receives how many
/// of the four extensions were found (4 when the library is complete).
/// Returns the document, or NULL when no parser could be made.
static inline cmark_node *ghs_cmark_parse_gfm(const char *text, size_t length, int *attached) {
    static const char *const names[] = {"table", "strikethrough", "autolink", "tasklist"};
    *attached = 0;
    cmark_parser *parser = cmark_parser_new(CMARK_OPT_DEFAULT);
    if (parser == NULL) return NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        cmark_syntax_extension *extension = cmark_find_syntax_extension(names[i]);
        if (extension != NULL && cmark_parser_attach_syntax_extension(parser, extension)) *attached += 1;
    }
    cmark_parser_feed(parser, text, length);
    cmark_node *document = cmark_parser_finish(parser);
    cmark_parser_free(parser);
    if (document != NULL) cmark_consolidate_text_nodes(document);
    return document;
}

/// Whether the iterator's event is the entry into a node (leaf nodes get
/// only this one) rather than the exit from a container.
static inline bool ghs_cmark_is_enter(cmark_event_type event) { return event == CMARK_EVENT_ENTER; }
static inline bool ghs_cmark_is_done(cmark_event_type event) { return event == CMARK_EVENT_DONE; }

/// The alignment of column `column` of a table node: 'l', 'c', 'r', or 0
/// for none (also for a column out of range).
static inline char ghs_cmark_table_alignment(cmark_node *table, uint16_t column) {
    uint16_t columns = cmark_gfm_extensions_get_table_columns(table);
    uint8_t *alignments = cmark_gfm_extensions_get_table_alignments(table);
    if (alignments == NULL || column >= columns) return 0;
    return (char)alignments[column];
}

/// Whether a task-list item is ticked (`- [x]`).
static inline bool ghs_cmark_task_checked(cmark_node *item) {
    return cmark_gfm_extensions_get_tasklist_item_checked(item);
}

#endif
