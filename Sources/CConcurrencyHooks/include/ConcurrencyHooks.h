#ifndef REFRESHSIM_CONCURRENCY_HOOKS_H
#define REFRESHSIM_CONCURRENCY_HOOKS_H

/* The address of the Swift runtime's executor hook variable `name` (`swift_task_enqueueGlobal_hook`,
   …), or NULL where this runtime has none. On Linux the variables are referenced weakly at link
   time, which finds them whether the runtime is a shared library or linked into the executable
   (`swift build --static-swift-stdlib`, whose runtime exports no symbol for dlsym to find);
   elsewhere NULL, and the caller asks dlsym. */
void **refreshsim_concurrency_hook(const char *name);

#endif
