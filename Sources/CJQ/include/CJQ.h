#ifndef GHSEARCH_CJQ_H
#define GHSEARCH_CJQ_H
// jq's library (libjq, Debian's libjq-dev) behind a few plain calls: the jv
// values never reach Swift, only bytes in and bytes out (jq.c).
//
// libjq is loaded with dlopen the first time `--jq` needs it (ghs_jq_load),
// not linked: no other run maps it or its dependency (libonig) at start-up,
// and the release binary (Swift runtime linked in) needs no static libjq.
#include <stddef.h>

/// The library loaded: the SONAME libjq-dev's libjq.so names.
#define GHS_JQ_SONAME "libjq.so.1"

/// Loads libjq (the first call; later calls only answer): 1 when the library
/// and every function ghsearch calls are there, 0 otherwise. Nothing below
/// may be called before it returned 1.
int ghs_jq_load(void);

/// Why ghs_jq_load failed (dlopen's or dlsym's message), or NULL.
const char *ghs_jq_load_error(void);

/// A compiled jq program.
typedef struct ghs_jq_program ghs_jq_program;

/// Compiles `source`: the program, or NULL with `*error` set to jq's own
/// messages (`jq: error: … at <top-level>, line 1:` … `jq: 1 compile error`),
/// one per line, to be freed with free().
ghs_jq_program *ghs_jq_compile(const char *source, char **error);

/// Runs `program` over the JSON text `input` (`length` bytes). Every result
/// is written to `*output` followed by a newline, as `jq -r` writes it: a
/// string as its bytes, anything else as JSON (indented by two spaces when
/// `pretty`, else compact). Returns 0 when every result was written; 1 when
/// the program stopped on an error (`*error`: jq's message; `*output` holds
/// the results before it); 2 when `input` is no JSON (`*error` says why).
/// `*output` and `*error` (NULL when unset) are freed with free().
int ghs_jq_run(ghs_jq_program *program, const char *input, size_t length, int pretty,
               char **output, size_t *output_length, char **error);

void ghs_jq_free(ghs_jq_program *program);

#endif
