#ifndef GHSEARCH_CPNG_SHIM_H
#define GHSEARCH_CPNG_SHIM_H
// libpng's simplified API (png_image) reports errors by return value, never
// by longjmp into the caller: two small calls, one for the size, one for the
// pixels, so Swift checks the size before it allocates anything.
#include <png.h>
#include <string.h>

/// Starts reading the PNG in `data` into `image` (its header read): 1 on
/// success; 0, with `image` already freed, when libpng does not accept it.
static inline int ghs_png_begin(png_image *image, const unsigned char *data, size_t size) {
    memset(image, 0, sizeof *image);
    image->version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(image, data, size)) {
        png_image_free(image);
        return 0;
    }
    return 1;
}

/// Reads the header of the PNG in `data`: 1 and the size on success, 0 when
/// it is not a PNG libpng accepts.
static inline int ghs_png_size(const unsigned char *data, size_t size, unsigned *width, unsigned *height) {
    png_image image;
    if (!ghs_png_begin(&image, data, size)) return 0;
    *width = image.width;
    *height = image.height;
    png_image_free(&image);
    return 1;
}

/// Decodes the PNG in `data` into `out` as 8-bit RGBA rows, `width` pixels
/// each; the header must say exactly `width`×`height` and `out` must hold
/// `width * height * 4` bytes. 1 on success, 0 on any damage.
static inline int ghs_png_decode_rgba(const unsigned char *data, size_t size, unsigned width, unsigned height,
                                      unsigned char *out, size_t out_size) {
    png_image image;
    if (!ghs_png_begin(&image, data, size)) return 0;
    if (image.width != width || image.height != height || (size_t)width * height * 4 != out_size) {
        png_image_free(&image);
        return 0;
    }
    image.format = PNG_FORMAT_RGBA;
    if (!png_image_finish_read(&image, NULL, out, (png_int_32)(width * 4), NULL)) {
        png_image_free(&image);
        return 0;
    }
    int clean = (image.warning_or_error & PNG_IMAGE_ERROR) == 0;
    png_image_free(&image);
    return clean;
}

#endif
