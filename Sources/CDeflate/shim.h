#ifndef BARSNAP_CDEFLATE_SHIM_H
#define BARSNAP_CDEFLATE_SHIM_H
/* libdeflate's whole-buffer zlib decompression and PNG's row filters, for the fast PNG decode path. */
#include <libdeflate.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* Inflates a zlib stream into exactly `out_len` bytes. 0 when the stream is valid, uses all of `in` and
 * inflates to exactly `out_len` bytes; -1 otherwise (the caller then decodes with libpng). */
static inline int barsnap_zlib_inflate_exact(const uint8_t *in, size_t in_len, uint8_t *out, size_t out_len) {
    struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
    if (d == NULL) return -1;
    size_t used_in = 0, produced = 0;
    enum libdeflate_result r = libdeflate_zlib_decompress_ex(d, in, in_len, out, out_len, &used_in, &produced);
    libdeflate_free_decompressor(d);
    return (r == LIBDEFLATE_SUCCESS && used_in == in_len && produced == out_len) ? 0 : -1;
}

static inline uint8_t barsnap_paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + (int)b - (int)c;
    int pa = p > a ? p - a : a - p, pb = p > b ? p - b : b - p, pc = p > c ? p - c : c - p;
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

/* Unfilters the row `src` (n bytes, after its filter byte) into `dst` (which may be `src`), given the
 * unfiltered previous row `prev` (NULL for the first row). BPP is a constant in each caller, so the compiler
 * specialises the loops per bytes-per-pixel. 0 on success, -1 for an unknown filter type. */
#define BARSNAP_UNFILTER_BODY(BPP)                                                                              \
    switch (filter) {                                                                                           \
    case 0: if (dst != src) memcpy(dst, src, n); return 0;                                                      \
    case 1:                                                                                                     \
        for (size_t i = 0; i < n && i < (BPP); i++) dst[i] = src[i];                                            \
        for (size_t i = (BPP); i < n; i++) dst[i] = (uint8_t)(src[i] + dst[i - (BPP)]);                          \
        return 0;                                                                                               \
    case 2:                                                                                                     \
        if (prev == NULL) { if (dst != src) memcpy(dst, src, n); return 0; }                                    \
        for (size_t i = 0; i < n; i++) dst[i] = (uint8_t)(src[i] + prev[i]);                                    \
        return 0;                                                                                               \
    case 3:                                                                                                     \
        for (size_t i = 0; i < n && i < (BPP); i++)                                                             \
            dst[i] = (uint8_t)(src[i] + (prev ? prev[i] >> 1 : 0));                                             \
        for (size_t i = (BPP); i < n; i++)                                                                      \
            dst[i] = (uint8_t)(src[i] + (((unsigned)dst[i - (BPP)] + (prev ? prev[i] : 0)) >> 1));              \
        return 0;                                                                                               \
    case 4:                                                                                                     \
        if (prev == NULL) {                                                                                     \
            for (size_t i = 0; i < n && i < (BPP); i++) dst[i] = src[i];                                        \
            for (size_t i = (BPP); i < n; i++) dst[i] = (uint8_t)(src[i] + dst[i - (BPP)]);                      \
            return 0;                                                                                           \
        }                                                                                                       \
        for (size_t i = 0; i < n && i < (BPP); i++) dst[i] = (uint8_t)(src[i] + prev[i]);                       \
        for (size_t i = (BPP); i < n; i++)                                                                      \
            dst[i] = (uint8_t)(src[i] + barsnap_paeth(dst[i - (BPP)], prev[i], prev[i - (BPP)]));               \
        return 0;                                                                                               \
    default: return -1;                                                                                         \
    }

static inline int barsnap_unfilter4(int filter, const uint8_t *src, uint8_t *dst, const uint8_t *prev, size_t n) {
    BARSNAP_UNFILTER_BODY(4)
}
static inline int barsnap_unfilter3(int filter, const uint8_t *src, uint8_t *dst, const uint8_t *prev, size_t n) {
    BARSNAP_UNFILTER_BODY(3)
}

/* Turns the inflated, filtered rows at the start of `buf` (each a filter byte and `width * channels` bytes;
 * channels 4 = RGBA, 3 = RGB) into 8-bit RGBA rows, in place: `buf` holds at least width * 4 * height bytes, and
 * afterwards its first width * 4 * height bytes are the pixels. One buffer, so a decode touches its memory once.
 * 0 on success, -1 for an unknown filter type. */
static inline int barsnap_png_unfilter_rgba(uint8_t *buf, size_t width, size_t height, int channels) {
    size_t n = width * (size_t)channels, stride = width * 4;
    if (channels == 4) {
        /* Row y moves from y * (n + 1) + 1 down to y * n as it is unfiltered: forward, so no byte is read after
         * it was overwritten (the destination is y + 1 bytes before the source). */
        const uint8_t *prev = NULL;
        for (size_t y = 0; y < height; y++) {
            uint8_t *src = buf + y * (n + 1) + 1, *dst = buf + y * stride;
            int filter = src[-1];
            if (filter == 0) memmove(dst, src, n);
            else if (barsnap_unfilter4(filter, src, dst, prev, n) != 0) return -1;
            prev = dst;
        }
        return 0;
    }
    /* RGB: unfilter each row where it lies, then widen to RGBA from the last byte back (a widened row never
     * reaches a byte not yet read). */
    const uint8_t *prev = NULL;
    for (size_t y = 0; y < height; y++) {
        uint8_t *row = buf + y * (n + 1) + 1;
        if (barsnap_unfilter3(row[-1], row, row, prev, n) != 0) return -1;
        prev = row;
    }
    for (size_t y = height; y-- > 0;) {
        const uint8_t *row = buf + y * (n + 1) + 1;
        uint8_t *dst = buf + y * stride;
        for (size_t x = width; x-- > 0;) {
            uint8_t r = row[3 * x], g = row[3 * x + 1], b = row[3 * x + 2];
            dst[4 * x] = r;
            dst[4 * x + 1] = g;
            dst[4 * x + 2] = b;
            dst[4 * x + 3] = 255;
        }
    }
    return 0;
}
#endif
