#ifndef BARSNAP_CPNG_SHIM_H
#define BARSNAP_CPNG_SHIM_H
#include <png.h>

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
