#include "ConcurrencyHooks.h"
#include <stddef.h>
#include <string.h>

#if defined(__linux__)
#define HOOKS(X) \
    X(swift_task_getMainExecutor_hook) \
    X(swift_task_isMainExecutor_hook) \
    X(swift_task_enqueueMainExecutor_hook) \
    X(swift_task_enqueueGlobal_hook) \
    X(swift_task_enqueueGlobalWithDelay_hook) \
    X(swift_task_enqueueGlobalWithDeadline_hook) \
    X(swift_task_checkIsolated_hook) \
    X(swift_task_isIsolatingCurrentContext_hook)

#define DECLARE(hook) extern void *hook __attribute__((weak));
HOOKS(DECLARE)

void **refreshsim_concurrency_hook(const char *name) {
#define MATCH(hook) if (strcmp(name, #hook) == 0) return &hook;
    HOOKS(MATCH)
    return NULL;
}
#else
void **refreshsim_concurrency_hook(const char *name) {
    (void)name;
    return NULL;
}
#endif
