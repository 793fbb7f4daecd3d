#include "InlineFontMatching.h"

#if defined(__linux__)

#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
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
    if (!name || strcmp(name, "[pango] FcFontSetMatch") != 0) return 0;
    pthread_once(&found, find);
    return pango_is_1_50;
}

int refreshsim_font_sorting_runs_behind(const char *name) {
    if (!name || strcmp(name, "[pango] FcFontSetSort") != 0) return 0;
    pthread_once(&found, find);
    return pango_is_1_50;
}

/* The sorts, in the order asked for, on one thread started with the first. */
struct job {
    thread_function function;
    void *data;
    struct job *next;
};
static pthread_mutex_t jobs_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t jobs_added = PTHREAD_COND_INITIALIZER;
static struct job *first_job, *last_job;
static int worker_started;

static void *work(void *unused) {
    (void)unused;
    pthread_mutex_lock(&jobs_lock);
    for (;;) {
        while (!first_job) pthread_cond_wait(&jobs_added, &jobs_lock);
        struct job *job = first_job;
        first_job = job->next;
        if (!first_job) last_job = 0;
        pthread_mutex_unlock(&jobs_lock);
        job->function(job->data);
        free(job);
        pthread_mutex_lock(&jobs_lock);
    }
    return 0;
}

int refreshsim_font_sorting_run_behind(thread_function function, void *data) {
    struct job *job = malloc(sizeof *job);
    if (!job) return 0;
    job->function = function;
    job->data = data;
    job->next = 0;
    pthread_mutex_lock(&jobs_lock);
    if (!worker_started) {
        pthread_t thread;
        pthread_attr_t attributes;
        int created = pthread_attr_init(&attributes) == 0;
        if (created) {
            pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
            created = pthread_create(&thread, &attributes, work, 0) == 0;
            pthread_attr_destroy(&attributes);
        }
        if (!created) {
            pthread_mutex_unlock(&jobs_lock);
            free(job);
            return 0;
        }
        worker_started = 1;
    }
    if (last_job) last_job->next = job; else first_job = job;
    last_job = job;
    pthread_cond_signal(&jobs_added);
    pthread_mutex_unlock(&jobs_lock);
    return 1;
}

/* GLib's `GThread *g_thread_new(const gchar *name, GThreadFunc func, gpointer data)`. */
__attribute__((visibility("default"))) void *g_thread_new(const char *name, thread_function function, void *data) {
    if (refreshsim_font_matching_runs_inline(name)) {
        function(data);
        return glib_thread_ref(glib_thread_self());
    }
    if (refreshsim_font_sorting_runs_behind(name) && refreshsim_font_sorting_run_behind(function, data)) {
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

int refreshsim_font_sorting_runs_behind(const char *name) {
    (void)name;
    return 0;
}

int refreshsim_font_sorting_run_behind(void *(*function)(void *), void *data) {
    (void)function;
    (void)data;
    return 0;
}

#endif
