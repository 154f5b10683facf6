// The cmark-gfm calls CCmarkGFM.h declares, through a table of the two
// libraries' functions filled once (dlopen) on the first use.
#include "CCmarkGFM.h"
#include <cmark-gfm-core-extensions.h>
#include <dlfcn.h>
#include <stdio.h>
#include <pthread.h>

static struct {
    __typeof__(&cmark_parser_new) parser_new;
    __typeof__(&cmark_parser_feed) parser_feed;
    __typeof__(&cmark_parser_finish) parser_finish;
    __typeof__(&cmark_parser_free) parser_free;
    __typeof__(&cmark_find_syntax_extension) find_syntax_extension;
    __typeof__(&cmark_parser_attach_syntax_extension) attach_syntax_extension;
    __typeof__(&cmark_consolidate_text_nodes) consolidate_text_nodes;
    __typeof__(&cmark_node_free) node_free;
    __typeof__(&cmark_iter_new) iter_new;
    __typeof__(&cmark_iter_next) iter_next;
    __typeof__(&cmark_iter_get_node) iter_get_node;
    __typeof__(&cmark_iter_free) iter_free;
    __typeof__(&cmark_node_get_type) get_type;
    __typeof__(&cmark_node_first_child) first_child;
    __typeof__(&cmark_node_next) next;
    __typeof__(&cmark_node_get_type_string) get_type_string;
    __typeof__(&cmark_node_get_literal) get_literal;
    __typeof__(&cmark_node_get_url) get_url;
    __typeof__(&cmark_node_get_title) get_title;
    __typeof__(&cmark_node_get_fence_info) get_fence_info;
    __typeof__(&cmark_node_get_heading_level) get_heading_level;
    __typeof__(&cmark_node_get_list_type) get_list_type;
    __typeof__(&cmark_node_get_list_start) get_list_start;
    __typeof__(&cmark_node_get_list_tight) get_list_tight;
    __typeof__(&cmark_render_plaintext) render_plaintext;
    __typeof__(&cmark_gfm_core_extensions_ensure_registered) ensure_registered;
    __typeof__(&cmark_gfm_extensions_get_table_columns) table_columns;
    __typeof__(&cmark_gfm_extensions_get_table_alignments) table_alignments;
    __typeof__(&cmark_gfm_extensions_get_table_row_is_header) table_row_is_header;
    __typeof__(&cmark_gfm_extensions_get_tasklist_item_checked) task_checked;
} cm;
static int loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;
/// Why the libraries could not be loaded (dlerror's text, copied: its own
/// buffer is reused by the next failing call), or "" once loaded.
static char failure[512];
/// cmark-gfm is not re-entrant: cmark_parser_finish puts the attached
/// extensions' special characters (`~`, `|`, `:`, `w`) into one
/// process-wide table for its inline pass and takes them out at its end,
/// so a parser finishing on one thread takes them from a parser still
/// parsing on another, which then misses autolinks, strikethrough and table
/// cells (github/cmark-gfm#221; per-parser tables were proposed in #176 and
/// are not in Debian's 0.29.0.gfm.6). Every parser's life, from
/// cmark_parser_new to cmark_parser_free, holds this lock, so one parses
/// at a time in the process. Nothing else needs it: registration is done
/// once under `once` (load) before any parser exists, and the tree a
/// parser returns, its iterators and cmark's renderers (a struct each) read
/// and write only their own nodes and memory.
static pthread_mutex_t parsing = PTHREAD_MUTEX_INITIALIZER;

static void fail(const char *reason) {
    snprintf(failure, sizeof failure, "%s", reason != NULL ? reason : "unknown error");
}

#define FIND(library, field, symbol) \
    (cm.field = (__typeof__(cm.field))dlsym(library, #symbol)) != NULL

static void load(void) {
    // RTLD_GLOBAL: the extensions library resolves cmark's own symbols against it.
    void *core = dlopen(GHS_CMARK_SONAME, RTLD_NOW | RTLD_GLOBAL);
    if (core == NULL) { fail(dlerror()); return; }
    void *extensions = dlopen(GHS_CMARKEXTENSIONS_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (extensions == NULL) { fail(dlerror()); return; }
    int found = FIND(core, parser_new, cmark_parser_new) && FIND(core, parser_feed, cmark_parser_feed)
        && FIND(core, parser_finish, cmark_parser_finish) && FIND(core, parser_free, cmark_parser_free)
        && FIND(core, find_syntax_extension, cmark_find_syntax_extension)
        && FIND(core, attach_syntax_extension, cmark_parser_attach_syntax_extension)
        && FIND(core, consolidate_text_nodes, cmark_consolidate_text_nodes) && FIND(core, node_free, cmark_node_free)
        && FIND(core, iter_new, cmark_iter_new) && FIND(core, iter_next, cmark_iter_next)
        && FIND(core, iter_get_node, cmark_iter_get_node) && FIND(core, iter_free, cmark_iter_free)
        && FIND(core, get_type, cmark_node_get_type) && FIND(core, get_type_string, cmark_node_get_type_string)
        && FIND(core, first_child, cmark_node_first_child) && FIND(core, next, cmark_node_next)
        && FIND(core, get_literal, cmark_node_get_literal) && FIND(core, get_url, cmark_node_get_url)
        && FIND(core, get_title, cmark_node_get_title) && FIND(core, get_fence_info, cmark_node_get_fence_info)
        && FIND(core, get_heading_level, cmark_node_get_heading_level)
        && FIND(core, get_list_type, cmark_node_get_list_type) && FIND(core, get_list_start, cmark_node_get_list_start)
        && FIND(core, get_list_tight, cmark_node_get_list_tight) && FIND(core, render_plaintext, cmark_render_plaintext)
        && FIND(extensions, ensure_registered, cmark_gfm_core_extensions_ensure_registered)
        && FIND(extensions, table_columns, cmark_gfm_extensions_get_table_columns)
        && FIND(extensions, table_alignments, cmark_gfm_extensions_get_table_alignments)
        && FIND(extensions, table_row_is_header, cmark_gfm_extensions_get_table_row_is_header)
        && FIND(extensions, task_checked, cmark_gfm_extensions_get_tasklist_item_checked);
    if (!found) { fail(dlerror()); return; }
    // cmark's own guard is a check-then-set over a global list, not
    // thread-safe (two threads registering can abort in
    // cmark_register_node_flag, kivikakk/cmark-gfm-hs#37): registered here,
    // under pthread_once, before any parser can exist.
    cm.ensure_registered();
    loaded = 1;
}

int ghs_cmark_available(void) {
    pthread_once(&once, load);
    return loaded;
}

const char *ghs_cmark_load_error(void) {
    pthread_once(&once, load);
    return loaded ? NULL : failure;
}

cmark_node *ghs_cmark_parse_gfm(const char *text, size_t length, int *attached) {
    static const char *const names[] = {"table", "strikethrough", "autolink", "tasklist"};
    *attached = 0;
    if (!ghs_cmark_available()) return NULL;
    pthread_mutex_lock(&parsing);
    cmark_parser *parser = cm.parser_new(CMARK_OPT_DEFAULT);
    if (parser == NULL) { pthread_mutex_unlock(&parsing); return NULL; }
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        cmark_syntax_extension *extension = cm.find_syntax_extension(names[i]);
        if (extension != NULL && cm.attach_syntax_extension(parser, extension)) *attached += 1;
    }
    cm.parser_feed(parser, text, length);
    cmark_node *document = cm.parser_finish(parser);
    cm.parser_free(parser);
    pthread_mutex_unlock(&parsing);
    // The document is this caller's alone: merged outside the lock.
    if (document != NULL) cm.consolidate_text_nodes(document);
    return document;
}

// Below: only ever called with a node or iterator the library made, so it is loaded.
void ghs_cmark_node_free(cmark_node *node) { cm.node_free(node); }
cmark_iter *ghs_cmark_iter_new(cmark_node *root) { return cm.iter_new(root); }
cmark_event_type ghs_cmark_iter_next(cmark_iter *iter) { return cm.iter_next(iter); }
cmark_node *ghs_cmark_iter_get_node(cmark_iter *iter) { return cm.iter_get_node(iter); }
void ghs_cmark_iter_free(cmark_iter *iter) { cm.iter_free(iter); }
bool ghs_cmark_is_enter(cmark_event_type event) { return event == CMARK_EVENT_ENTER; }
bool ghs_cmark_is_done(cmark_event_type event) { return event == CMARK_EVENT_DONE; }
cmark_node_type ghs_cmark_node_get_type(cmark_node *node) { return cm.get_type(node); }
const char *ghs_cmark_node_get_type_string(cmark_node *node) { return cm.get_type_string(node); }
int ghs_cmark_node_child_count(cmark_node *node) {
    int count = 0;
    for (cmark_node *child = cm.first_child(node); child != NULL; child = cm.next(child)) count++;
    return count;
}
const char *ghs_cmark_node_get_literal(cmark_node *node) { return cm.get_literal(node); }
const char *ghs_cmark_node_get_url(cmark_node *node) { return cm.get_url(node); }
const char *ghs_cmark_node_get_title(cmark_node *node) { return cm.get_title(node); }
const char *ghs_cmark_node_get_fence_info(cmark_node *node) { return cm.get_fence_info(node); }
int ghs_cmark_node_get_heading_level(cmark_node *node) { return cm.get_heading_level(node); }
cmark_list_type ghs_cmark_node_get_list_type(cmark_node *node) { return cm.get_list_type(node); }
int ghs_cmark_node_get_list_start(cmark_node *node) { return cm.get_list_start(node); }
int ghs_cmark_node_get_list_tight(cmark_node *node) { return cm.get_list_tight(node); }
uint16_t ghs_cmark_table_columns(cmark_node *table) { return cm.table_columns(table); }
int ghs_cmark_table_row_is_header(cmark_node *row) { return cm.table_row_is_header(row); }
bool ghs_cmark_task_checked(cmark_node *item) { return cm.task_checked(item); }

char ghs_cmark_table_alignment(cmark_node *table, uint16_t column) {
    uint16_t columns = cm.table_columns(table);
    uint8_t *alignments = cm.table_alignments(table);
    if (alignments == NULL || column >= columns) return 0;
    return (char)alignments[column];
}

char *ghs_cmark_render_plaintext(cmark_node *root, int width) {
    return cm.render_plaintext(root, CMARK_OPT_DEFAULT, width);
}
