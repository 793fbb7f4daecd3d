#ifndef REFRESHSIM_CGIF_SHIM_H
#define REFRESHSIM_CGIF_SHIM_H

/* giflib ships no pkg-config file upstream, and Homebrew adds none, so on a Mac no -I flag
   reaches this header: look in Homebrew's two prefixes (Apple silicon, then Intel) by path. */
#if __has_include(<gif_lib.h>)
#include <gif_lib.h>
#elif __has_include("/opt/homebrew/include/gif_lib.h")
#include "/opt/homebrew/include/gif_lib.h"
#elif __has_include("/usr/local/include/gif_lib.h")
#include "/usr/local/include/gif_lib.h"
#else
#error "gif_lib.h not found: install giflib (Debian: apt-get install libgif-dev; macOS: brew install giflib)"
#endif

#endif
