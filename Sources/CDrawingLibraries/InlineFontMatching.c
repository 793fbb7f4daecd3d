#include "InlineFontMatching.h"

#if defined(__linux__)

#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

/* GLib's GThreadFunc and the three GLib functions used, found in the loaded GLib. */
typedef void *(*thread_function)(void *);
static void *(*glib_thread_new)(const char *, thread_function, void *);
static void *(*glib_thread_self)(void);
static void *(*glib_thread_ref)(void *);
static int pango_is_1_50;
static pthread_once_t found = PTHREAD_ONCE_INIT;

static void find(void) {
    /* Loaded already: whoever calls g_thread_new has GLib, and Pango calls it. */
    void *glib = dlopen("libglib-2.0.so.0", RTLD_NOW | RTLD_NOLOAD);
    if (glib) {
        glib_thread_new = (void *(*)(const char *, thread_function, void *))dlsym(glib, "g_thread_new");
        glib_thread_self = (void *(*)(void))dlsym(glib, "g_thread_self");
        glib_thread_ref = (void *(*)(void *))dlsym(glib, "g_thread_ref");
    }
    void *pango = dlopen("libpango-1.0.so.0", RTLD_NOW | RTLD_NOLOAD);
    int (*pango_version)(void) = pango ? (int (*)(void))dlsym(pango, "pango_version") : 0;
    /* PANGO_VERSION_ENCODE: major·10000 + minor·100 + micro. */
    int version = pango_version ? pango_version() : 0;
    pango_is_1_50 = version >= 15000 && version < 15100 && glib_thread_self && glib_thread_ref;
}

int refreshsim_font_matching_runs_inline(const char *name) {
    if (!name || (strcmp(name, "[pango] FcFontSetMatch") != 0 && strcmp(name, "[pango] FcFontSetSort") != 0)) return 0;
    pthread_once(&found, find);
    return pango_is_1_50;
}

/* GLib's `GThread *g_thread_new(const gchar *name, GThreadFunc func, gpointer data)`. */
__attribute__((visibility("default"))) void *g_thread_new(const char *name, thread_function function, void *data) {
    if (refreshsim_font_matching_runs_inline(name)) {
        function(data);
        return glib_thread_ref(glib_thread_self());
    }
    pthread_once(&found, find);
    return glib_thread_new(name, function, data);
}

#else

int refreshsim_font_matching_runs_inline(const char *name) {
    (void)name;
    return 0;
}

#endif
