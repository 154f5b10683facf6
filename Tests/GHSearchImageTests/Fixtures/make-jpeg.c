// Encodes a binary PPM (P6, maxval 255) read from stdin as a baseline JPEG
// on stdout, quality 100, no chroma subsampling. Used by make-fixtures.py.
// Build: cc make-jpeg.c -ljpeg -o make-jpeg
#include <stdio.h>
#include <stdlib.h>
#include <jpeglib.h>

int main(void) {
    int width, height, maxval;
    if (scanf("P6 %d %d %d", &width, &height, &maxval) != 3 || maxval != 255) return 1;
    getchar();
    unsigned char *pixels = malloc((size_t)width * height * 3);
    if (!pixels || fread(pixels, 3, (size_t)width * height, stdin) != (size_t)width * height) return 1;
    struct jpeg_compress_struct info;
    struct jpeg_error_mgr error;
    info.err = jpeg_std_error(&error);
    jpeg_create_compress(&info);
    jpeg_stdio_dest(&info, stdout);
    info.image_width = width;
    info.image_height = height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, 100, TRUE);
    for (int i = 0; i < info.num_components; i++) info.comp_info[i].h_samp_factor = info.comp_info[i].v_samp_factor = 1;
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = pixels + (size_t)info.next_scanline * width * 3;
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    free(pixels);
    return 0;
}
