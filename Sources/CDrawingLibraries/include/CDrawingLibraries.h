/* The module's umbrella header: every header of the module, by name. With a header named after the
   target, SwiftPM's module map names it (`umbrella header`) instead of the include folder, and Clang
   rebuilds a cached module when a file it read changes. Over the folder it missed a header added
   to it (InlineFontMatching.h, 9ba51d6): builds made before kept a module without its function. */
#include "DrawingLibraries.h"
#include "InlineFontMatching.h"
