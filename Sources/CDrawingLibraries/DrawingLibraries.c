#include "DrawingLibraries.h"

#if defined(__linux__) && defined(__x86_64__)

#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

/* The trampoline of `name` jumps through refreshsim_target_<name>, which starts at
   refreshsim_resolve_<name>: that puts the pointer's address in r11 (free at a call: the ABI's
   scratch register) and goes to the resolver below. Hidden, so the libraries, once loaded, bind
   their own calls to each other directly, not to these. */
#define REFRESHSIM_TRAMPOLINE(library, name)                                                     \
    __asm__(".text\n"                                                                            \
            ".globl " #name "\n.hidden " #name "\n.type " #name ", @function\n"                 \
            ".p2align 3\n" #name ":\n"                                                           \
            "\tendbr64\n"                                                                        \
            "\tjmp *refreshsim_target_" #name "(%rip)\n"                                        \
            ".size " #name ", .-" #name "\n"                                                     \
            ".globl refreshsim_resolve_" #name "\n.hidden refreshsim_resolve_" #name "\n"        \
            "refreshsim_resolve_" #name ":\n"                                                    \
            "\tendbr64\n"                                                                        \
            "\tleaq refreshsim_target_" #name "(%rip), %r11\n"                                  \
            "\tjmp refreshsim_drawing_resolve_and_jump\n");                                      \
    extern char refreshsim_resolve_##name[];                                                     \
    __attribute__((visibility("hidden"))) void *refreshsim_target_##name = refreshsim_resolve_##name;
REFRESHSIM_DRAWING_FUNCTIONS(REFRESHSIM_TRAMPOLINE)

/* The first call of any trampoline: keeps the call's argument registers (integer, vector, and al,
   the vector count of a variadic call), loads the function's library (and what it needs), then
   jumps to the function through the pointer r11 named, now set, as if it had been called directly. At entry the stack is as the
   caller left it (8 mod 16); rbp, eight pushes and 128 bytes make it 0 mod 16 for the call. */
__asm__(".text\n"
        ".p2align 4\n"
        ".globl refreshsim_drawing_resolve_and_jump\n.hidden refreshsim_drawing_resolve_and_jump\n"
        "refreshsim_drawing_resolve_and_jump:\n"
        "\tpushq %rbp\n\tmovq %rsp, %rbp\n"
        "\tpushq %rdi\n\tpushq %rsi\n\tpushq %rdx\n\tpushq %rcx\n"
        "\tpushq %r8\n\tpushq %r9\n\tpushq %rax\n\tpushq %r11\n"
        "\tsubq $128, %rsp\n"
        "\tmovdqu %xmm0, 0(%rsp)\n\tmovdqu %xmm1, 16(%rsp)\n\tmovdqu %xmm2, 32(%rsp)\n\tmovdqu %xmm3, 48(%rsp)\n"
        "\tmovdqu %xmm4, 64(%rsp)\n\tmovdqu %xmm5, 80(%rsp)\n\tmovdqu %xmm6, 96(%rsp)\n\tmovdqu %xmm7, 112(%rsp)\n"
        "\tmovq %r11, %rdi\n"
        "\tcall refreshsim_drawing_resolve\n"
        "\tmovdqu 0(%rsp), %xmm0\n\tmovdqu 16(%rsp), %xmm1\n\tmovdqu 32(%rsp), %xmm2\n\tmovdqu 48(%rsp), %xmm3\n"
        "\tmovdqu 64(%rsp), %xmm4\n\tmovdqu 80(%rsp), %xmm5\n\tmovdqu 96(%rsp), %xmm6\n\tmovdqu 112(%rsp), %xmm7\n"
        "\taddq $128, %rsp\n"
        "\tpopq %r11\n\tpopq %rax\n\tpopq %r9\n\tpopq %r8\n"
        "\tpopq %rcx\n\tpopq %rdx\n\tpopq %rsi\n\tpopq %rdi\n"
        "\tpopq %rbp\n"
        "\tjmp *(%r11)\n");

#define REFRESHSIM_LIBRARY_ID(id, soname) REFRESHSIM_LIBRARY_##id,
enum { REFRESHSIM_DRAWING_LIBRARIES(REFRESHSIM_LIBRARY_ID) REFRESHSIM_LIBRARY_COUNT };

#define REFRESHSIM_LIBRARY_NAME(id, soname) soname,
static const char *const library_names[] = {REFRESHSIM_DRAWING_LIBRARIES(REFRESHSIM_LIBRARY_NAME)};

struct function {
    void **target;
    int library;
    const char *name;
};

#define REFRESHSIM_FUNCTION(library, name) {&refreshsim_target_##name, REFRESHSIM_LIBRARY_##library, #name},
static const struct function functions[] = {REFRESHSIM_DRAWING_FUNCTIONS(REFRESHSIM_FUNCTION)};

static void fail(const char *what, const char *name) {
    const char *reason = dlerror();
    fprintf(stderr, "refreshsim: cannot draw: %s %s could not be loaded (%s)\n", what, name, reason ? reason : "not found");
    exit(3);
}

/* One library: every trampoline of its functions pointed at them. Each library on its own, so
   that fontconfig (with expat and FreeType, what it needs) can read the machine's configuration
   while another thread loads Cairo, Pango, GLib and HarfBuzz (`refreshsim_drawing_fontconfig_load`). */
static void load_library(int library) {
    void *handle = 0;
    for (size_t i = 0; i < sizeof functions / sizeof functions[0]; i++) {
        const struct function *function = &functions[i];
        if (function->library != library) continue;
        /* Already loaded (a build that links the libraries, and whatever soname it linked)? */
        void *address = dlsym(RTLD_NEXT, function->name);
        if (!address) {
            /* Local: a library's symbols stay out of the process's global scope, which every
               symbol the next library needs is looked up in first (fontconfig's and Cairo's 20
               libraries, before Pango's own). Loading Cairo, Pango, GLib and HarfBuzz took
               1.6 M fewer instructions (of ≈ 9.5 M). A library already loaded as another's
               dependency is found by its name here, and reached through its handle. */
            /* Lazy: a call a library makes is bound the first time it is made, not all when it is
               loaded. Most of these libraries are built to bind everything at load anyway
               (DF_BIND_NOW, which wins), but not the X11 libraries Cairo needs (X11, xcb, Xext,
               Xrender: ≈ 950 calls, none made by a chart, which opens no display), fontconfig,
               fribidi, libffi or PCRE2: the thread that loads Cairo and Pango 1.29 M fewer
               instructions of 16.2 M (callgrind), on the path to a chart's first text. */
            if (!handle) handle = dlopen(library_names[library], RTLD_LAZY | RTLD_LOCAL);
            if (!handle) fail("library", library_names[library]);
            address = dlsym(handle, function->name);
            if (!address) fail("function", function->name);
        }
        __atomic_store_n(function->target, address, __ATOMIC_RELEASE);
    }
}

#define REFRESHSIM_LIBRARY_LOADER(id, soname) \
    static void load_##id(void) { load_library(REFRESHSIM_LIBRARY_##id); }
REFRESHSIM_DRAWING_LIBRARIES(REFRESHSIM_LIBRARY_LOADER)
#define REFRESHSIM_LIBRARY_LOADER_NAME(id, soname) load_##id,
static void (*const loaders[])(void) = {REFRESHSIM_DRAWING_LIBRARIES(REFRESHSIM_LIBRARY_LOADER_NAME)};
static pthread_once_t loaded[REFRESHSIM_LIBRARY_COUNT]; /* zero: PTHREAD_ONCE_INIT in glibc */

static void load_once(int library) { pthread_once(&loaded[library], loaders[library]); }

/* Called by the resolver with the pointer of the trampoline called first: loads its library. */
__attribute__((visibility("hidden"))) void refreshsim_drawing_resolve(void **target) {
    for (size_t i = 0; i < sizeof functions / sizeof functions[0]; i++) {
        if (functions[i].target == target) {
            load_once(functions[i].library);
            return;
        }
    }
}

int refreshsim_drawing_fontconfig_load(void) {
    load_once(REFRESHSIM_LIBRARY_FONTCONFIG);
    return 1;
}

int refreshsim_drawing_chart_libraries_load(void) {
    for (int library = 0; library < REFRESHSIM_LIBRARY_COUNT; library++) {
        if (library != REFRESHSIM_LIBRARY_GIF) load_once(library);
    }
    return 1;
}

/* The few fontconfig functions the machine's configuration is read with, through their
   trampolines (fontconfig.h is not on this target's path; these are its stable C API). */
typedef struct _FcConfig FcConfig;
typedef struct _FcStrList FcStrList;
FcConfig *FcConfigCreate(void);
void FcConfigDestroy(FcConfig *config);
int FcConfigParseAndLoad(FcConfig *config, const unsigned char *file, int complain);
int FcConfigBuildFonts(FcConfig *config);
int FcConfigSetCurrent(FcConfig *config);
FcStrList *FcConfigGetCacheDirs(FcConfig *config);
unsigned char *FcStrListNext(FcStrList *list);
void FcStrListDone(FcStrList *list);

static FcConfig *machine_configuration;
static pthread_once_t machine_read = PTHREAD_ONCE_INIT;

/* What `PinnedFonts` reads the machine's fonts through: the file fontconfig reads by default
   (FONTCONFIG_FILE, else its fonts.conf), with its fonts, made current. One that names no
   cache folder is left to FcInit, which then adds its own: NULL. */
static void read_machine_configuration(void) {
    refreshsim_drawing_fontconfig_load();
    FcConfig *config = FcConfigCreate();
    if (!config) return;
    int cached = 0;
    if (FcConfigParseAndLoad(config, 0, 1)) {
        FcStrList *folders = FcConfigGetCacheDirs(config);
        if (folders) {
            cached = FcStrListNext(folders) != 0;
            FcStrListDone(folders);
        }
    }
    if (!cached || !FcConfigBuildFonts(config) || !FcConfigSetCurrent(config)) {
        FcConfigDestroy(config);
        return;
    }
    machine_configuration = config;
}

void *refreshsim_drawing_machine_fontconfig(void) {
    pthread_once(&machine_read, read_machine_configuration);
    return machine_configuration;
}

/* Whether the constructor below started loading the libraries (`refreshsim_drawing_loading_early`). */
static int loading_early;

/* fontconfig, the machine's configuration (no loader lock held: the main thread's own thread
   starts, which wait for a library being loaded, can go on), then the chart's libraries. */
static void *load_early(void *unused) {
    (void)unused;
    refreshsim_drawing_machine_fontconfig();
    refreshsim_drawing_chart_libraries_load();
    return 0;
}

/* glibc calls an executable's constructors with its argc, argv and environment (musl does not:
   hence __GLIBC__). At this point the process has mapped its own libraries and the Swift runtime
   and Foundation are starting up, on one core: the ≈ 4 ms until `main` reaches
   `FontSet.prepareStandard` leave the other core idle, and the libraries load there instead. */
#if defined(__GLIBC__)
__attribute__((constructor)) static void start_loading_early(int argc, char **argv, char **environment) {
    (void)environment;
    if (argc < 2 || !argv || !refreshsim_drawing_command_loads_early(argv[1])) return;
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return;
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_t thread;
    if (pthread_create(&thread, &attributes, load_early, 0) == 0) __atomic_store_n(&loading_early, 1, __ATOMIC_RELEASE);
    pthread_attr_destroy(&attributes);
}
#endif

int refreshsim_drawing_loading_early(void) { return __atomic_load_n(&loading_early, __ATOMIC_ACQUIRE); }

int refreshsim_drawing_function_count(void) { return (int)(sizeof functions / sizeof functions[0]); }

const char *refreshsim_drawing_function_name(int index) {
    return index >= 0 && index < refreshsim_drawing_function_count() ? functions[index].name : 0;
}

#else

int refreshsim_drawing_fontconfig_load(void) { return 0; }
int refreshsim_drawing_chart_libraries_load(void) { return 0; }
int refreshsim_drawing_loading_early(void) { return 0; }
void *refreshsim_drawing_machine_fontconfig(void) { return 0; }
int refreshsim_drawing_function_count(void) { return 0; }
const char *refreshsim_drawing_function_name(int index) { (void)index; return 0; }

#endif

#include <string.h>

/* RefreshSimCommand.drawingCommands by name (DrawingCommandsTests holds the two lists equal). */
int refreshsim_drawing_command_loads_early(const char *name) {
    static const char *const commands[] = {"plot", "compare", "animate", "filmstrip", "review", "sweep"};
    if (!name) return 0;
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++) {
        if (strcmp(name, commands[i]) == 0) return 1;
    }
    return 0;
}
