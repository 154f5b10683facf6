// The PNG calls CPNG.h declares, through a table of libpng's functions
// filled once (CLibraryLoader) on the first decode.
#include "CPNG.h"
#include "CLibraryLoader.h"
#include <png.h>
#include <string.h>

#define PNG_FUNCTIONS(F) F(png_image_begin_read_from_memory) F(png_image_finish_read) F(png_image_free)

GHS_LIBRARY_TABLE(png, PNG_FUNCTIONS, GHS_PNG_SONAME, 0, NULL);

/// Starts reading the PNG in `data` into `image` (its header read): 1 on
/// success; 0, with `image` already freed, when libpng does not accept it.
static int begin(png_image *image, const unsigned char *data, size_t size) {
    if (!ghs_library_load(&png_library)) return 0;
    memset(image, 0, sizeof *image);
    image->version = PNG_IMAGE_VERSION;
    if (!png.png_image_begin_read_from_memory(image, data, size)) {
        png.png_image_free(image);
        return 0;
    }
    return 1;
}

/// Reads the header of the PNG in `data`: 1 and the size on success, 0 when
/// it is not a PNG libpng accepts.
int ghs_png_size(const unsigned char *data, size_t size, unsigned *width, unsigned *height) {
    png_image image;
    if (!begin(&image, data, size)) return 0;
    *width = image.width;
    *height = image.height;
    png.png_image_free(&image);
    return 1;
}

/// Decodes the PNG in `data` into `out` as 8-bit RGBA rows, `width` pixels
/// each; the header must say exactly `width`×`height` and `out` must hold
/// `width * height * 4` bytes. 1 on success, 0 on any damage.
int ghs_png_decode_rgba(const unsigned char *data, size_t size, unsigned width, unsigned height,
                                      unsigned char *out, size_t out_size) {
    png_image image;
    if (!begin(&image, data, size)) return 0;
    if (image.width != width || image.height != height || (size_t)width * height * 4 != out_size) {
        png.png_image_free(&image);
        return 0;
    }
    image.format = PNG_FORMAT_RGBA;
    if (!png.png_image_finish_read(&image, NULL, out, (png_int_32)(width * 4), NULL)) {
        png.png_image_free(&image);
        return 0;
    }
    int clean = (image.warning_or_error & PNG_IMAGE_ERROR) == 0;
    png.png_image_free(&image);
    return clean;
}

