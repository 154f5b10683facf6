#ifndef GHSEARCH_CZLIB_SHIM_H
#define GHSEARCH_CZLIB_SHIM_H
// zlib, used only by the fake GitHub server to gzip its answers.
#include <zlib.h>
// deflateInit2 is a macro, which Swift cannot call.
static inline int ghs_deflate_init_gzip(z_streamp s, int level) {
    return deflateInit2(s, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}
#endif
