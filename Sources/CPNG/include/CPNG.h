#ifndef GHSEARCH_CPNG_H
#define GHSEARCH_CPNG_H
// libpng's simplified API (png_image) reports errors by return value, never
// by longjmp into the caller: two small calls, one for the size, one for the
// pixels, so Swift checks the size before it allocates anything.
//
// libpng is loaded with dlopen on the first decode (png.c), not linked, so
// start-up never maps it; when it cannot be loaded, every call fails (0) and
// the picture is shown as missing.
#include <stddef.h>

/// The library loaded: the SONAME libpng-dev's libpng.so names.
#define GHS_PNG_SONAME "libpng16.so.16"

/// Reads the header of the PNG in `data`: 1 and the size on success, 0 when
/// it is not a PNG libpng accepts (or libpng cannot be loaded).
int ghs_png_size(const unsigned char *data, size_t size, unsigned *width, unsigned *height);

/// Decodes the PNG in `data` into `out` as 8-bit RGBA rows, `width` pixels
/// each; the header must say exactly `width`×`height` and `out` must hold
/// `width * height * 4` bytes. 1 on success, 0 on any damage.
int ghs_png_decode_rgba(const unsigned char *data, size_t size, unsigned width, unsigned height,
                        unsigned char *out, size_t out_size);

#endif
