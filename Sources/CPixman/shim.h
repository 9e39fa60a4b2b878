#ifndef BARSNAP_CPIXMAN_SHIM_H
#define BARSNAP_CPIXMAN_SHIM_H
/* Only for the run-time version in the environment fingerprint: Cairo rasterises through pixman. */
#include <pixman.h>
#endif
