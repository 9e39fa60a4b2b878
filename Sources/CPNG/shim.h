#ifndef BARSNAP_CPNG_SHIM_H
#define BARSNAP_CPNG_SHIM_H
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/* Function-like macros of the simplified API that Swift cannot import. */
static inline unsigned int barsnap_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline unsigned int barsnap_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline size_t barsnap_png_image_row_stride(const png_image *image) { return PNG_IMAGE_ROW_STRIDE(*image); }
static inline size_t barsnap_png_image_buffer_size(const png_image *image) {
    return PNG_IMAGE_BUFFER_SIZE(*image, PNG_IMAGE_ROW_STRIDE(*image));
}
static inline int barsnap_png_image_failed(const png_image *image) { return PNG_IMAGE_FAILED(*image); }
static inline size_t barsnap_png_image_png_size_max(const png_image *image) { return PNG_IMAGE_PNG_SIZE_MAX(*image); }
static inline unsigned int barsnap_png_image_flag_fast(void) { return PNG_IMAGE_FLAG_FAST; }
static inline unsigned int barsnap_png_image_flag_16bit_srgb(void) { return PNG_IMAGE_FLAG_16BIT_sRGB; }

/* Low-level reader used only for Adam7-interlaced 16-bit images, which libpng's simplified API decodes
 * wrongly when asked for 8-bit output (libpng bug report #853 on GitHub: png_image_read_direct_scaled reuses a stale row
 * buffer between passes). All setjmp/longjmp stays inside this C function; Swift never sees a longjmp.
 * Output: 8-bit straight RGBA of the stored samples (no gamma), 16-bit scaled with rounding
 * (png_set_scale_16), palette/tRNS expanded to alpha. `out` holds width*height*4 bytes; the header must
 * match width/height. Returns 1 on success, else 0 with libpng's reason in `message`. */
typedef struct { const unsigned char *data; size_t size; size_t pos; char message[128]; } barsnap_png_lowlevel_io;

static void barsnap_png_lowlevel_read(png_structp png, png_bytep out, size_t n) {
    barsnap_png_lowlevel_io *io = (barsnap_png_lowlevel_io *)png_get_io_ptr(png);
    if (n > io->size - io->pos) png_error(png, "unexpected end of file");
    memcpy(out, io->data + io->pos, n);
    io->pos += n;
}

static void barsnap_png_lowlevel_error(png_structp png, png_const_charp msg) {
    barsnap_png_lowlevel_io *io = (barsnap_png_lowlevel_io *)png_get_error_ptr(png);
    if (io != NULL) {
        strncpy(io->message, msg, sizeof io->message - 1);
        io->message[sizeof io->message - 1] = 0;
    }
    png_longjmp(png, 1);
}

static void barsnap_png_lowlevel_warning(png_structp png, png_const_charp msg) { (void)png; (void)msg; }

static inline int barsnap_png_read_rgba8_lowlevel(const unsigned char *data, size_t size, unsigned char *out,
                                                  png_uint_32 width, png_uint_32 height,
                                                  char *message, size_t message_size) {
    barsnap_png_lowlevel_io io;
    io.data = data; io.size = size; io.pos = 0; io.message[0] = 0;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &io, barsnap_png_lowlevel_error,
                                             barsnap_png_lowlevel_warning);
    if (png == NULL) { strncpy(message, "out of memory", message_size - 1); message[message_size - 1] = 0; return 0; }
    png_infop info = png_create_info_struct(png);
    png_bytep *volatile rows = NULL;
    if (info == NULL || setjmp(png_jmpbuf(png))) {
        free(rows);
        png_destroy_read_struct(&png, info == NULL ? NULL : &info, NULL);
        strncpy(message, io.message[0] ? io.message : "libpng error", message_size - 1);
        message[message_size - 1] = 0;
        return 0;
    }
    png_set_read_fn(png, &io, barsnap_png_lowlevel_read);
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height)
        png_error(png, "image size changed between reads");
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) png_error(png, "unexpected row size after transforms");
    rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
    if (rows == NULL) png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++) rows[y] = out + (size_t)y * width * 4;
    png_read_image(png, rows);
    png_read_end(png, NULL);
    free(rows);
    png_destroy_read_struct(&png, &info, NULL);
    return 1;
}

/* Skips zlib's Adler-32 over the inflated image data (libpng's PNG_IGNORE_ADLER32, as Chromium does): every
 * IDAT chunk's CRC-32 is still verified, so a damaged file is still rejected, and decoding a highly compressible
 * image no longer spends most of its time checksumming. Call between png_image_begin_read_* and
 * png_image_finish_read. The simplified API keeps the png_struct as the first member of its png_control
 * (pngpriv.h, unchanged throughout libpng 1.6). */
static inline void barsnap_png_image_skip_adler32(png_image *image) {
#if defined(PNG_SET_OPTION_SUPPORTED) && defined(PNG_IGNORE_ADLER32)
    if (image->opaque != NULL) {
        png_structp png_ptr = *(png_structp *)(void *)image->opaque;
        if (png_ptr != NULL) (void)png_set_option(png_ptr, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    }
#endif
}
#endif
