#ifndef BARSNAP_CPANGO_SHIM_H
#define BARSNAP_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

/* PANGO_FC_FONT_MAP() and G_OBJECT() are macros Swift cannot import. */
static inline PangoFcFontMap *barsnap_pango_fc_font_map(PangoFontMap *map) {
    return PANGO_IS_FC_FONT_MAP(map) ? PANGO_FC_FONT_MAP(map) : NULL;
}
static inline void barsnap_g_object_unref(void *object) {
    if (object) g_object_unref(object);
}
#endif
