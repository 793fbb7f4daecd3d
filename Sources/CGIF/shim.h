#ifndef REFRESHSIM_CGIF_SHIM_H
#define REFRESHSIM_CGIF_SHIM_H

#include <gif_lib.h>

#endif
