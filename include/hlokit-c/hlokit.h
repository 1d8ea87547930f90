/*===- hlokit-c/hlokit.h - hlokit's C API ------------------------*- C -*-===*\
|*                                                                            *|
|* A small, stable C interface in the style of MLIR's C API: opaque handles  *|
|* created and destroyed explicitly, an error handle (NULL for success) with *|
|* a message, and caller-owned buffers in and library-owned results out.     *|
|*                                                                            *|
|*   HlokitModule m;                                                          *|
|*   HlokitError e = hlokitModuleLoad(text, strlen(text), "prog.mlir", &m);  *|
|*   if (e) { puts(hlokitErrorGetMessage(e)); hlokitErrorDestroy(e); }       *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef HLOKIT_C_HLOKIT_H
#define HLOKIT_C_HLOKIT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* A failure: its message holds every diagnostic, `file:line:col: error: ...`.
 * Functions return NULL on success. */
typedef struct HlokitErrorImpl *HlokitError;
/* A parsed, verified module. */
typedef struct HlokitModuleImpl *HlokitModule;
/* The results of one run: tensors owned by the handle. */
typedef struct HlokitResultsImpl *HlokitResults;

const char *hlokitErrorGetMessage(HlokitError error);
/* The first spec constraint label in the diagnostics (`add_c1`), or "". */
const char *hlokitErrorGetLabel(HlokitError error);
void hlokitErrorDestroy(HlokitError error);

/* Element types, as MLIR spells them: "f32", "i32", "ui8", "i1",
 * "complex<f64>", ... */

/* A caller-owned dense row-major tensor. The data must stay valid for the
 * duration of the call that takes it; it is only read. */
typedef struct {
  const char *element_type;
  int64_t rank;
  const int64_t *shape;
  const void *data;
} HlokitTensor;

/* Parses and verifies `text` (`length` bytes; `name` names it in
 * locations): MLIR text, MLIR bytecode or a StableHLO portable artifact
 * (converted to StableHLO; `length` counts its bytes, zeros included). On
 * success stores a new module in `*module`. */
HlokitError hlokitModuleLoad(const char *text, size_t length, const char *name,
                             HlokitModule *module);
void hlokitModuleDestroy(HlokitModule module);

/* Functions with a body, in order; names live as long as the module.
 * An index past the end gives NULL. */
size_t hlokitModuleGetNumFunctions(HlokitModule module);
const char *hlokitModuleGetFunctionName(HlokitModule module, size_t index);

/* Calls `callback(text, length, user_data)` with pieces of the module's
 * text, in order (pretty form, or generic when `generic` is nonzero). */
typedef void (*HlokitStringCallback)(const char *text, size_t length,
                                     void *user_data);
void hlokitModulePrint(HlokitModule module, int generic,
                       HlokitStringCallback callback, void *user_data);

/* A new module: `module` with the pass pipeline run on a copy (mlir-opt's
 * syntax, e.g. "hlokit-vjp{func=f},canonicalize"). */
HlokitError hlokitModuleRunPasses(HlokitModule module, const char *pipeline,
                                  HlokitModule *result);

/* Runs `function` on `num_arguments` tensors. On success stores the
 * results in `*results`. */
HlokitError hlokitModuleRun(HlokitModule module, const char *function,
                            const HlokitTensor *arguments, size_t num_arguments,
                            HlokitResults *results);

size_t hlokitResultsGetCount(HlokitResults results);
/* Result `index` as a tensor whose data, shape and type name live as long
 * as `results`; an index past the end gives a tensor of NULL fields. */
HlokitTensor hlokitResultsGet(HlokitResults results, size_t index);
void hlokitResultsDestroy(HlokitResults results);

/* "hlokit <version> (<git revision>)". */
const char *hlokitGetVersion(void);

/* The threads kernels split their work over, for every module of the
 * process (every core by default). Results do not depend on it; values
 * below 1 mean 1. */
int hlokitGetNumThreads(void);
void hlokitSetNumThreads(int threads);

#ifdef __cplusplus
}
#endif

#endif /* HLOKIT_C_HLOKIT_H */
