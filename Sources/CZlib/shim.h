#ifndef BARSNAP_CZLIB_SHIM_H
#define BARSNAP_CZLIB_SHIM_H
#include <zlib.h>

/* deflateInit2/inflateInit are macros that Swift cannot import. */
static inline int barsnap_deflate_init(z_streamp strm, int level, int strategy) {
    return deflateInit2(strm, level, Z_DEFLATED, 15, 9, strategy);
}
static inline int barsnap_inflate_init(z_streamp strm) { return inflateInit(strm); }
#endif
