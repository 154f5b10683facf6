// The JPEG call CJPEG.h declares, through a table of libjpeg's functions
// filled once (dlopen) on the first decode.
#include "CJPEG.h"
#include <dlfcn.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>

static struct {
    __typeof__(&jpeg_std_error) std_error;
    __typeof__(&jpeg_CreateDecompress) create_decompress;
    __typeof__(&jpeg_destroy_decompress) destroy_decompress;
    __typeof__(&jpeg_mem_src) mem_src;
    __typeof__(&jpeg_read_header) read_header;
    __typeof__(&jpeg_start_decompress) start_decompress;
    __typeof__(&jpeg_read_scanlines) read_scanlines;
    __typeof__(&jpeg_finish_decompress) finish_decompress;
} jpeg;
static int loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen(GHS_JPEG_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
#define SYMBOL(field, name) if ((jpeg.field = (__typeof__(jpeg.field))dlsym(library, #name)) == NULL) return;
    SYMBOL(std_error, jpeg_std_error) SYMBOL(create_decompress, jpeg_CreateDecompress)
    SYMBOL(destroy_decompress, jpeg_destroy_decompress) SYMBOL(mem_src, jpeg_mem_src)
    SYMBOL(read_header, jpeg_read_header) SYMBOL(start_decompress, jpeg_start_decompress)
    SYMBOL(read_scanlines, jpeg_read_scanlines) SYMBOL(finish_decompress, jpeg_finish_decompress)
#undef SYMBOL
    loaded = 1;
}

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
    pthread_once(&once, load);
    if (!loaded) return 0;
    struct jpeg_decompress_struct info;
    struct ghs_jpeg_error error;
    memset(&info, 0, sizeof info);
    info.err = jpeg.std_error(&error.manager);
    error.manager.error_exit = ghs_jpeg_error_exit;
    error.manager.output_message = ghs_jpeg_silent;
    if (setjmp(error.jump)) {
        jpeg.destroy_decompress(&info);
        return 0;
    }
    jpeg.create_decompress(&info, JPEG_LIB_VERSION, sizeof info);
    jpeg.mem_src(&info, data, size);
    if (jpeg.read_header(&info, TRUE) != JPEG_HEADER_OK) {
        jpeg.destroy_decompress(&info);
        return 0;
    }
    if (out == NULL) {
        *width = info.image_width;
        *height = info.image_height;
        jpeg.destroy_decompress(&info);
        return 1;
    }
    if (info.image_width != *width || info.image_height != *height
        || (size_t)info.image_width * info.image_height * 4 != out_size
        || info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK) {
        jpeg.destroy_decompress(&info);
        return 0;
    }
    info.out_color_space = JCS_EXT_RGBA;
    jpeg.start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = out + (size_t)info.output_scanline * info.output_width * 4;
        jpeg.read_scanlines(&info, &row, 1);
    }
    jpeg.finish_decompress(&info);
    int clean = error.manager.num_warnings == 0;
    jpeg.destroy_decompress(&info);
    return clean;
}

