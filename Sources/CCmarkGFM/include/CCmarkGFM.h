#ifndef GHSEARCH_CCMARKGFM_H
#define GHSEARCH_CCMARKGFM_H
// cmark-gfm (Debian's libcmark-gfm-dev and libcmark-gfm-extensions-dev):
// one call parses Markdown with GitHub's extensions, and typed calls walk
// the tree in the order of cmark's iterator (no recursion) and read its nodes.
//
// The two libraries are loaded with dlopen on the first parse (cmark.c),
// not linked, so start-up never maps them (as libedit, libpng and libjpeg,
// #12). The header gives cmark's types only: every call goes through the
// ghs_ functions below. When the libraries cannot be loaded,
// ghs_cmark_available() is 0 and ghs_cmark_parse_gfm returns NULL.
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <cmark-gfm.h>

/// The libraries loaded: the SONAMEs the -dev packages' links name.
#define GHS_CMARK_SONAME "libcmark-gfm.so.0.29.0.gfm.6"
#define GHS_CMARKEXTENSIONS_SONAME "libcmark-gfm-extensions.so.0.29.0.gfm.6"

/// Loads both libraries and registers the extensions (once; thread-safe):
/// 1 when they are there.
int ghs_cmark_available(void);

/// Why the libraries could not be loaded (the dynamic loader's words, e.g.
/// "libcmark-gfm.so.0.29.0.gfm.6: cannot open shared object file: …"),
/// or NULL when they were.
const char *ghs_cmark_load_error(void);

/// Parses `length` bytes of Markdown as GitHub does: tables, strikethrough,
/// autolinks and task lists on; raw HTML kept as HTML nodes (the caller
/// drops them). Adjacent text nodes are left as cmark made them (an
/// escape sequence may be split at a `[`): the caller merges them
/// (`ghs_cmark_node_follows_text`). `attached` receives how many
/// of the four extensions were found (4 when the library is complete).
/// Returns the document, or NULL (no library, or no parser could be made).
/// Thread-safe: parses in the process run one at a time (cmark-gfm is not
/// re-entrant; see `parsing` in cmark.c).
cmark_node *ghs_cmark_parse_gfm(const char *text, size_t length, int *attached);

/// One parse's memory, given back at once (cmark.c, "The arena").
typedef struct ghs_cmark_arena ghs_cmark_arena;

/// As ghs_cmark_parse_gfm, but all the memory of the document (and of
/// what is done with it on this thread until the arena is freed: its
/// iterators, the copies cmark makes of literals) comes from `*arena`,
/// a new arena made current on the calling thread. Free the document only
/// with ghs_cmark_arena_free, on the same thread, never with
/// ghs_cmark_node_free. `*arena` is NULL when the library is missing.
cmark_node *ghs_cmark_parse_gfm_in_arena(const char *text, size_t length, int *attached, ghs_cmark_arena **arena);
/// Gives back all of an arena's memory (the document in it is gone) and
/// makes the thread's arena before it current again.
void ghs_cmark_arena_free(ghs_cmark_arena *arena);
/// The bytes the arena's slabs hold (for the benchmark).
size_t ghs_cmark_arena_bytes(const ghs_cmark_arena *arena);

void ghs_cmark_node_free(cmark_node *node);
/// A walk over a tree in the order of cmark's iterator, read straight
/// from the nodes (no allocation, no call per node into the library).
typedef struct {
    cmark_node *root, *next;
    int event;  // the next one: 1, 0 or -1 as ghs_cmark_walk_step returns them
} ghs_cmark_walk;
ghs_cmark_walk ghs_cmark_walk_start(cmark_node *root);
/// The walk's next event, its node in `*node`: 1 the entry into a node
/// (leaf nodes get only this one), 0 the exit from a container, -1 the end
/// (`*node` untouched).
int ghs_cmark_walk_step(ghs_cmark_walk *walk, cmark_node **node);

cmark_node_type ghs_cmark_node_get_type(cmark_node *node);
const char *ghs_cmark_node_get_type_string(cmark_node *node);
/// How many children `node` has (so the arrays that will hold them are
/// made at their size at once).
int ghs_cmark_node_child_count(cmark_node *node);
/// Whether `node` is a task-list item (an item the tasklist extension made).
bool ghs_cmark_node_is_task_item(cmark_node *node);
/// Whether the sibling before `node` is a text node (to merge with it).
bool ghs_cmark_node_follows_text(cmark_node *node);
/// A node's literal (NULL when it has none) and its length in bytes.
const char *ghs_cmark_node_get_literal(cmark_node *node, size_t *length);
const char *ghs_cmark_node_get_url(cmark_node *node);
const char *ghs_cmark_node_get_title(cmark_node *node);
const char *ghs_cmark_node_get_fence_info(cmark_node *node);
int ghs_cmark_node_get_heading_level(cmark_node *node);
cmark_list_type ghs_cmark_node_get_list_type(cmark_node *node);
int ghs_cmark_node_get_list_start(cmark_node *node);
int ghs_cmark_node_get_list_tight(cmark_node *node);

/// A table's columns, and the alignment of column `column`: 'l', 'c',
/// 'r', or 0 for none (also for a column out of range).
uint16_t ghs_cmark_table_columns(cmark_node *table);
char ghs_cmark_table_alignment(cmark_node *table, uint16_t column);
int ghs_cmark_table_row_is_header(cmark_node *row);
/// Whether a task-list item is ticked (`- [x]`).
bool ghs_cmark_task_checked(cmark_node *item);

/// cmark's own plain-text rendering (the benchmark's baseline); free() it.
char *ghs_cmark_render_plaintext(cmark_node *root, int width);

#endif
