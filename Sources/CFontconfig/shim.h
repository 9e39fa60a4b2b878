#ifndef BARSNAP_CFONTCONFIG_SHIM_H
#define BARSNAP_CFONTCONFIG_SHIM_H
#include <fontconfig/fontconfig.h>
#endif
