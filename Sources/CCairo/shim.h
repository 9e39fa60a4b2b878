#ifndef BARSNAP_CCAIRO_SHIM_H
#define BARSNAP_CCAIRO_SHIM_H
#include <cairo.h>
#endif
