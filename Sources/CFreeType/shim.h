#ifndef BARSNAP_CFREETYPE_SHIM_H
#define BARSNAP_CFREETYPE_SHIM_H
/* The run-time version in the environment fingerprint (FreeType rasterises the glyphs), and the icon font's outlines. */
#include <ft2build.h>
#include FT_FREETYPE_H
/* The icon font's glyph outlines (CairoRenderer's IconFont). */
#include FT_OUTLINE_H

/* FT_Library_Version needs a library instance; this one lives only for the call. */
static inline int barsnap_freetype_version(int *major, int *minor, int *patch) {
    FT_Library library = NULL;
    if (FT_Init_FreeType(&library) != 0 || library == NULL) return 0;
    FT_Int a = 0, b = 0, c = 0;
    FT_Library_Version(library, &a, &b, &c);
    FT_Done_FreeType(library);
    *major = (int)a; *minor = (int)b; *patch = (int)c;
    return 1;
}
#endif
