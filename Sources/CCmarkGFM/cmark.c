// The cmark-gfm calls CCmarkGFM.h declares, through a table of the two
// libraries' functions filled once (CLibraryLoader) on the first use.
#include "CCmarkGFM.h"
#include <cmark-gfm-core-extensions.h>
// cmark's node as its -dev package installs it, for the walk and the
// reads below, done straight from the nodes: GHS_CMARK_SONAME names the
// one release of the library this layout is that of.
#include <cmark-gfm/node.h>
#include "CLibraryLoader.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define CORE_FUNCTIONS(F) \
    F(cmark_parser_new) F(cmark_parser_new_with_mem) F(cmark_parser_feed) F(cmark_parser_finish) F(cmark_parser_free) \
    F(cmark_find_syntax_extension) F(cmark_parser_attach_syntax_extension) \
    F(cmark_node_free) F(cmark_node_get_type_string) F(cmark_node_get_literal) F(cmark_node_get_url) \
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

// MARK: - The arena

/// One parse's memory: every block cmark asks for while the arena is the
/// thread's current one comes out of a few large slabs, one after another,
/// and all of it goes back at once (`ghs_cmark_arena_free`) instead of one
/// free per node, buffer and string. Each block is preceded by its size,
/// so realloc can copy it; the last block of a slab grows in place.
typedef struct slab {
    struct slab *previous;
    size_t size, used;
    _Alignas(16) unsigned char bytes[];
} slab;

struct ghs_cmark_arena {
    slab *last;
    ghs_cmark_arena *previous;  // the thread's arena before this one
};

enum { header = 16, slab_size = 1 << 20 };
/// Set in a block's header when it came from malloc (no arena was current).
static const size_t from_malloc = (size_t)1 << (sizeof(size_t) * 8 - 1);
static _Thread_local ghs_cmark_arena *current;

/// A block of `bytes` (`rounded` up to 16) from a new slab, or from malloc
/// when no arena is current: arena_calloc's rare case, apart so that its
/// usual one (a slab with room) saves no registers and makes no call but
/// memset's.
__attribute__((noinline)) static void *arena_calloc_slowly(size_t bytes, size_t rounded) {
    unsigned char *block;
    if (current == NULL) {
        block = calloc(1, rounded + header);
        if (block == NULL) abort();
        *(size_t *)block = bytes | from_malloc;
        return block + header;
    }
    slab *last = current->last;
    if (last == NULL || last->size - last->used < rounded + header) {
        size_t size = rounded + header > slab_size ? rounded + header : slab_size;
        slab *fresh = malloc(sizeof(slab) + size);
        if (fresh == NULL) abort();
        fresh->previous = last;
        fresh->size = size;
        fresh->used = 0;
        current->last = last = fresh;
    }
    block = last->bytes + last->used;
    last->used += rounded + header;
    *(size_t *)block = bytes;
    memset(block + header, 0, bytes);
    return block + header;
}

static void *arena_calloc(size_t count, size_t size) {
    size_t bytes;
    if (__builtin_mul_overflow(count, size, &bytes) || bytes > SIZE_MAX / 2 - header - 15) abort();
    size_t rounded = (bytes + 15) & ~(size_t)15;
    slab *last = current != NULL ? current->last : NULL;
    if (last == NULL || last->size - last->used < rounded + header) return arena_calloc_slowly(bytes, rounded);
    unsigned char *block = last->bytes + last->used;
    last->used += rounded + header;
    *(size_t *)block = bytes;
    return memset(block + header, 0, bytes);
}

static void arena_free(void *pointer) {
    if (pointer == NULL) return;
    unsigned char *block = (unsigned char *)pointer - header;
    size_t size = *(size_t *)block;
    if (size & from_malloc) {
        free(block);
        return;
    }
    // The slab's last block (cmark's delimiters and brackets come and go
    // as a stack): its room is taken again, so `[[[[…` does not grow the
    // arena by a block per bracket.
    slab *last = current != NULL ? current->last : NULL;
    size_t rounded = (size + 15) & ~(size_t)15;
    if (last != NULL && block + header + rounded == last->bytes + last->used) last->used -= header + rounded;
}

static void *arena_realloc(void *pointer, size_t size) {
    if (pointer == NULL) return arena_calloc(1, size);
    unsigned char *block = (unsigned char *)pointer - header;
    size_t old = *(size_t *)block & ~from_malloc;
    if (size <= old) return pointer;
    slab *last = current != NULL ? current->last : NULL;
    if (!(*(size_t *)block & from_malloc) && last != NULL && size <= SIZE_MAX / 2 - header) {
        // The slab's last block: grown where it is when the slab has room.
        size_t rounded = (old + 15) & ~(size_t)15, grown = (size + 15) & ~(size_t)15;
        if (block + header + rounded == last->bytes + last->used && last->size - last->used >= grown - rounded) {
            last->used += grown - rounded;
            *(size_t *)block = size;
            return pointer;
        }
    }
    void *moved = arena_calloc(1, size);
    memcpy(moved, pointer, old);
    arena_free(pointer);
    return moved;
}

static cmark_mem arena_memory = {arena_calloc, arena_realloc, arena_free};

void ghs_cmark_arena_free(ghs_cmark_arena *arena) {
    if (arena == NULL) return;
    if (current == arena) current = arena->previous;
    for (slab *next = arena->last; next != NULL;) {
        slab *previous = next->previous;
        free(next);
        next = previous;
    }
    free(arena);
}

size_t ghs_cmark_arena_bytes(const ghs_cmark_arena *arena) {
    size_t total = 0;
    for (const slab *next = arena->last; next != NULL; next = next->previous) total += next->size;
    return total;
}

// MARK: - Parsing

static cmark_node *parse(const char *text, size_t length, int *attached, cmark_mem *memory) {
    static const char *const names[] = {"table", "strikethrough", "autolink", "tasklist"};
    *attached = 0;
    if (!ghs_cmark_available()) return NULL;
    pthread_mutex_lock(&parsing);
    cmark_parser *parser = memory != NULL ? core.cmark_parser_new_with_mem(CMARK_OPT_DEFAULT, memory)
        : core.cmark_parser_new(CMARK_OPT_DEFAULT);
    if (parser == NULL) { pthread_mutex_unlock(&parsing); return NULL; }
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        cmark_syntax_extension *extension = core.cmark_find_syntax_extension(names[i]);
        if (extension != NULL && core.cmark_parser_attach_syntax_extension(parser, extension)) *attached += 1;
    }
    core.cmark_parser_feed(parser, text, length);
    cmark_node *document = core.cmark_parser_finish(parser);
    core.cmark_parser_free(parser);
    pthread_mutex_unlock(&parsing);
    return document;
}

cmark_node *ghs_cmark_parse_gfm(const char *text, size_t length, int *attached) {
    return parse(text, length, attached, NULL);
}

cmark_node *ghs_cmark_parse_gfm_in_arena(const char *text, size_t length, int *attached, ghs_cmark_arena **arena) {
    *arena = NULL;
    if (!ghs_cmark_available()) { *attached = 0; return NULL; }
    ghs_cmark_arena *made = calloc(1, sizeof *made);
    if (made == NULL) abort();
    made->previous = current;
    current = made;
    *arena = made;
    return parse(text, length, attached, &arena_memory);
}

// Below: only ever called with a node the library made, so it is loaded.
void ghs_cmark_node_free(cmark_node *node) { core.cmark_node_free(node); }
ghs_cmark_walk ghs_cmark_walk_start(cmark_node *root) {
    return (ghs_cmark_walk){root, root, root != NULL ? 1 : -1};
}

/// The nodes cmark's iterator enters without leaving (they hold no children).
static bool is_leaf(const cmark_node *node) {
    switch (node->type) {
    case CMARK_NODE_HTML_BLOCK: case CMARK_NODE_THEMATIC_BREAK: case CMARK_NODE_CODE_BLOCK:
    case CMARK_NODE_TEXT: case CMARK_NODE_SOFTBREAK: case CMARK_NODE_LINEBREAK:
    case CMARK_NODE_CODE: case CMARK_NODE_HTML_INLINE:
        return true;
    default:
        return false;
    }
}

int ghs_cmark_walk_step(ghs_cmark_walk *walk, cmark_node **node) {
    int event = walk->event;
    cmark_node *at = walk->next;
    if (event < 0) return -1;
    *node = at;
    if (event == 1 && !is_leaf(at)) {
        if (at->first_child != NULL) walk->next = at->first_child; else walk->event = 0;
    } else if (at == walk->root) {
        walk->event = -1;
    } else if (at->next != NULL) {
        walk->next = at->next;
        walk->event = 1;
    } else if (at->parent != NULL) {
        walk->next = at->parent;
        walk->event = 0;
    } else {
        walk->event = -1;
    }
    return event;
}

cmark_node_type ghs_cmark_node_get_type(cmark_node *node) { return (cmark_node_type)node->type; }
const char *ghs_cmark_node_get_type_string(cmark_node *node) { return core.cmark_node_get_type_string(node); }
int ghs_cmark_node_child_count(cmark_node *node) {
    int count = 0;
    for (cmark_node *child = node->first_child; child != NULL; child = child->next) count++;
    return count;
}
bool ghs_cmark_node_is_task_item(cmark_node *node) {
    const char *type = core.cmark_node_get_type_string(node);
    return type != NULL && strcmp(type, "tasklist") == 0;
}
bool ghs_cmark_node_follows_text(cmark_node *node) {
    return node->prev != NULL && node->prev->type == CMARK_NODE_TEXT;
}
const char *ghs_cmark_node_get_literal(cmark_node *node, size_t *length) {
    const cmark_chunk *chunk;
    switch (node->type) {
    case CMARK_NODE_HTML_BLOCK: case CMARK_NODE_TEXT: case CMARK_NODE_HTML_INLINE: case CMARK_NODE_CODE:
        chunk = &node->as.literal;
        break;
    case CMARK_NODE_CODE_BLOCK:
        chunk = &node->as.code.literal;
        break;
    default: {
        const char *literal = core.cmark_node_get_literal(node);
        *length = literal != NULL ? strlen(literal) : 0;
        return literal;
    }
    }
    *length = chunk->len > 0 ? (size_t)chunk->len : 0;
    return chunk->data != NULL ? (const char *)chunk->data : "";
}
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
