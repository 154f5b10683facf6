// The JPEG call CJPEG.h declares, through a table of libjpeg's functions
// filled once (CLibraryLoader) on the first decode.
#include "CJPEG.h"
#include "CLibraryLoader.h"
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

#define JPEG_FUNCTIONS(F) \
    F(jpeg_std_error) F(jpeg_CreateDecompress) F(jpeg_destroy_decompress) F(jpeg_mem_src) \
    F(jpeg_read_header) F(jpeg_start_decompress) F(jpeg_read_scanlines) F(jpeg_finish_decompress)

GHS_LIBRARY_TABLE(jpeg, JPEG_FUNCTIONS, GHS_JPEG_SONAME, 0, NULL);

struct ghs_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

static void ghs_jpeg_error_exit(j_common_ptr info) {
    struct ghs_jpeg_error *error = (struct ghs_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

static void ghs_jpeg_silent(j_common_ptr info) { (void)info; }

/// Decodes the JPEG in `data`. With `out` NULL, only reads the header and
/// stores its size. Otherwise the header must say exactly `*width`×`*height`,
/// `out` must hold `width * height * 4` bytes, and it receives 8-bit RGBA
/// rows. Returns 1 on success, 0 on any error or warning.
int ghs_jpeg_decode_rgba(const unsigned char *data, unsigned long size, unsigned *width, unsigned *height,
                         unsigned char *out, size_t out_size) {
    if (!ghs_library_load(&jpeg_library)) return 0;
    struct jpeg_decompress_struct info;
    struct ghs_jpeg_error error;
    memset(&info, 0, sizeof info);
    info.err = jpeg.jpeg_std_error(&error.manager);
    error.manager.error_exit = ghs_jpeg_error_exit;
    error.manager.output_message = ghs_jpeg_silent;
    if (setjmp(error.jump)) {
        jpeg.jpeg_destroy_decompress(&info);
        return 0;
    }
    jpeg.jpeg_CreateDecompress(&info, JPEG_LIB_VERSION, sizeof info);
    jpeg.jpeg_mem_src(&info, data, size);
    if (jpeg.jpeg_read_header(&info, TRUE) != JPEG_HEADER_OK) {
        jpeg.jpeg_destroy_decompress(&info);
        return 0;
    }
    if (out == NULL) {
        *width = info.image_width;
        *height = info.image_height;
        jpeg.jpeg_destroy_decompress(&info);
        return 1;
    }
    if (info.image_width != *width || info.image_height != *height
        || (size_t)info.image_width * info.image_height * 4 != out_size
        || info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        jpeg.jpeg_destroy_decompress(&info);
        return 0;
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg.jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = out + (size_t)info.output_scanline * info.output_width * 4;
        jpeg.jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg.jpeg_finish_decompress(&info);
    int clean = error.manager.num_warnings == 0;
    jpeg.jpeg_destroy_decompress(&info);
    return clean;
}

