// The cmark-gfm calls CCmarkGFM.h declares, through a table of the two
// libraries' functions filled once (CLibraryLoader) on the first use.
#include "CCmarkGFM.h"
#include <cmark-gfm-core-extensions.h>
#include "CLibraryLoader.h"
#include <pthread.h>

#define CORE_FUNCTIONS(F) \
    F(cmark_parser_new) F(cmark_parser_feed) F(cmark_parser_finish) F(cmark_parser_free) \
    F(cmark_find_syntax_extension) F(cmark_parser_attach_syntax_extension) F(cmark_consolidate_text_nodes) \
    F(cmark_node_free) F(cmark_iter_new) F(cmark_iter_next) F(cmark_iter_get_node) F(cmark_iter_free) \
    F(cmark_node_get_type) F(cmark_node_first_child) F(cmark_node_next) F(cmark_node_get_type_string) F(cmark_node_get_literal) F(cmark_node_get_url) \
    F(cmark_node_get_title) F(cmark_node_get_fence_info) F(cmark_node_get_heading_level) \
    F(cmark_node_get_list_type) F(cmark_node_get_list_start) F(cmark_node_get_list_tight) F(cmark_render_plaintext)
#define EXTENSIONS_FUNCTIONS(F) \
    F(cmark_gfm_core_extensions_ensure_registered) F(cmark_gfm_extensions_get_table_columns) \
    F(cmark_gfm_extensions_get_table_alignments) F(cmark_gfm_extensions_get_table_row_is_header) \
    F(cmark_gfm_extensions_get_tasklist_item_checked)

static void registered(void);
// RTLD_GLOBAL: the extensions library resolves cmark's own symbols against it.
GHS_LIBRARY_TABLE(core, CORE_FUNCTIONS, GHS_CMARK_SONAME, 1, NULL);
GHS_LIBRARY_TABLE(extensions, EXTENSIONS_FUNCTIONS, GHS_CMARKEXTENSIONS_SONAME, 0, registered);
/// cmark-gfm is not re-entrant: cmark_parser_finish puts the attached
/// extensions' special characters (`~`, `|`, `:`, `w`) into one
/// process-wide table for its inline pass and takes them out at its end,
/// so a parser finishing on one thread takes them from a parser still
/// parsing on another, which then misses autolinks, strikethrough and table
/// cells (github/cmark-gfm#221; per-parser tables were proposed in #176 and
/// are not in Debian's 0.29.0.gfm.6). Every parser's life, from
/// cmark_parser_new to cmark_parser_free, holds this lock, so one parses
/// at a time in the process. Nothing else needs it: registration is done
/// once (registered) before any parser exists, and the tree a
/// parser returns, its iterators and cmark's renderers (a struct each) read
/// and write only their own nodes and memory.
static pthread_mutex_t parsing = PTHREAD_MUTEX_INITIALIZER;

/// cmark's own guard is a check-then-set over a global list, not
/// thread-safe (two threads registering can abort in
/// cmark_register_node_flag, kivikakk/cmark-gfm-hs#37): registered once,
/// under the loader's lock, before any parser can exist.
static void registered(void) {
    extensions.cmark_gfm_core_extensions_ensure_registered();
}

int ghs_cmark_available(void) {
    return ghs_library_load(&core_library) && ghs_library_load(&extensions_library);
}

const char *ghs_cmark_load_error(void) {
    const char *failure = ghs_library_error(&core_library);
    return failure != NULL ? failure : ghs_library_error(&extensions_library);
}

cmark_node *ghs_cmark_parse_gfm(const char *text, size_t length, int *attached) {
    static const char *const names[] = {"table", "strikethrough", "autolink", "tasklist"};
    *attached = 0;
    if (!ghs_cmark_available()) return NULL;
    pthread_mutex_lock(&parsing);
    cmark_parser *parser = core.cmark_parser_new(CMARK_OPT_DEFAULT);
    if (parser == NULL) { pthread_mutex_unlock(&parsing); return NULL; }
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        cmark_syntax_extension *extension = core.cmark_find_syntax_extension(names[i]);
        if (extension != NULL && core.cmark_parser_attach_syntax_extension(parser, extension)) *attached += 1;
    }
    core.cmark_parser_feed(parser, text, length);
    cmark_node *document = core.cmark_parser_finish(parser);
    core.cmark_parser_free(parser);
    pthread_mutex_unlock(&parsing);
    // The document is this caller's alone: merged outside the lock.
    if (document != NULL) core.cmark_consolidate_text_nodes(document);
    return document;
}

// Below: only ever called with a node or iterator the library made, so it is loaded.
void ghs_cmark_node_free(cmark_node *node) { core.cmark_node_free(node); }
cmark_iter *ghs_cmark_iter_new(cmark_node *root) { return core.cmark_iter_new(root); }
cmark_event_type ghs_cmark_iter_next(cmark_iter *iter) { return core.cmark_iter_next(iter); }
cmark_node *ghs_cmark_iter_get_node(cmark_iter *iter) { return core.cmark_iter_get_node(iter); }
void ghs_cmark_iter_free(cmark_iter *iter) { core.cmark_iter_free(iter); }
bool ghs_cmark_is_enter(cmark_event_type event) { return event == CMARK_EVENT_ENTER; }
bool ghs_cmark_is_done(cmark_event_type event) { return event == CMARK_EVENT_DONE; }
cmark_node_type ghs_cmark_node_get_type(cmark_node *node) { return core.cmark_node_get_type(node); }
const char *ghs_cmark_node_get_type_string(cmark_node *node) { return core.cmark_node_get_type_string(node); }
int ghs_cmark_node_child_count(cmark_node *node) {
    int count = 0;
    for (cmark_node *child = core.cmark_node_first_child(node); child != NULL; child = core.cmark_node_next(child)) count++;
    return count;
}
const char *ghs_cmark_node_get_literal(cmark_node *node) { return core.cmark_node_get_literal(node); }
const char *ghs_cmark_node_get_url(cmark_node *node) { return core.cmark_node_get_url(node); }
const char *ghs_cmark_node_get_title(cmark_node *node) { return core.cmark_node_get_title(node); }
const char *ghs_cmark_node_get_fence_info(cmark_node *node) { return core.cmark_node_get_fence_info(node); }
int ghs_cmark_node_get_heading_level(cmark_node *node) { return core.cmark_node_get_heading_level(node); }
cmark_list_type ghs_cmark_node_get_list_type(cmark_node *node) { return core.cmark_node_get_list_type(node); }
int ghs_cmark_node_get_list_start(cmark_node *node) { return core.cmark_node_get_list_start(node); }
int ghs_cmark_node_get_list_tight(cmark_node *node) { return core.cmark_node_get_list_tight(node); }
uint16_t ghs_cmark_table_columns(cmark_node *table) { return extensions.cmark_gfm_extensions_get_table_columns(table); }
int ghs_cmark_table_row_is_header(cmark_node *row) { return extensions.cmark_gfm_extensions_get_table_row_is_header(row); }
bool ghs_cmark_task_checked(cmark_node *item) { return extensions.cmark_gfm_extensions_get_tasklist_item_checked(item); }

char ghs_cmark_table_alignment(cmark_node *table, uint16_t column) {
    uint16_t columns = extensions.cmark_gfm_extensions_get_table_columns(table);
    uint8_t *alignments = extensions.cmark_gfm_extensions_get_table_alignments(table);
    if (alignments == NULL || column >= columns) return 0;
    return (char)alignments[column];
}

char *ghs_cmark_render_plaintext(cmark_node *root, int width) {
    return core.cmark_render_plaintext(root, CMARK_OPT_DEFAULT, width);
}
