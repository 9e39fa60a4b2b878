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
#endif
