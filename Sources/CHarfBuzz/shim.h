#ifndef BARSNAP_CHARFBUZZ_SHIM_H
#define BARSNAP_CHARFBUZZ_SHIM_H
/* Only for the run-time version in the environment fingerprint: HarfBuzz shapes Pango's text. */
#include <hb.h>
#endif
