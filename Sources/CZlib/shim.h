#ifndef GHSEARCH_CZLIB_SHIM_H
#define GHSEARCH_CZLIB_SHIM_H
// zlib, used only by the fake GitHub server to gzip its answers.
#include <zlib.h>
// deflateInit2 is a macro, which Swift cannot call.
static inline int ghs_deflate_init_gzip(z_streamp s, int level) {
    return deflateInit2(s, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}
// crc32_combine may be renamed by a macro where off_t is 64 bits.
static inline unsigned long ghs_crc32_combine(unsigned long first, unsigned long second, long secondLength) {
    return crc32_combine(first, second, (z_off_t)secondLength);
}
#endif
