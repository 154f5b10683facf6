#ifndef GHSEARCH_CJPEG_H
#define GHSEARCH_CJPEG_H
// libjpeg reports a fatal error by calling error_exit, which must not
// return: in jpeg.c it longjmps back into the C function that called setjmp,
// so no jump ever crosses Swift frames. Warnings (a truncated or damaged
// file, which libjpeg would fill with grey) count as failures too.
//
// libjpeg is loaded with dlopen on the first decode, not linked, so start-up
// never maps it; when it cannot be loaded, every call fails (0).
#include <stddef.h>

/// The library loaded: the SONAME libjpeg-dev's libjpeg.so names.
#define GHS_JPEG_SONAME "libjpeg.so.62"

/// Decodes the JPEG in `data`. With `out` NULL, only reads the header and
/// stores its size. Otherwise the header must say exactly `*width`×`*height`,
/// `out` must hold `width * height * 4` bytes, and it receives 8-bit RGBA
/// rows. Returns 1 on success, 0 on any error or warning.
int ghs_jpeg_decode_rgba(const unsigned char *data, unsigned long size, unsigned *width, unsigned *height,
                         unsigned char *out, size_t out_size);

#endif
