/*===- hlokit_c_example.c - hlokit from C
----------------------------------===*\
|*                                                                            *|
|* Loads a module, lists its functions, runs one on buffers the program owns, *|
|* adds its VJP with a pass pipeline and runs that, prints the module, and    *|
|* shows how errors come back (a verifier error with its spec label, a bad    *|
|* argument). Exits 0 when every step behaved as expected.                    *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "hlokit-c/hlokit.h"

#include <stdio.h>
#include <string.h>

static const char *kProgram =
    "func.func @scale(%x: tensor<4xf32>, %s: tensor<f32>) -> tensor<4xf32> {\n"
    "  %b = stablehlo.broadcast_in_dim %s, dims = [] : (tensor<f32>) -> "
    "tensor<4xf32>\n"
    "  %y = stablehlo.multiply %x, %b : tensor<4xf32>\n"
    "  return %y : tensor<4xf32>\n"
    "}\n";

/* transpose_c2: the permutation must be a permutation of the dimensions. */
static const char *kBadProgram =
    "func.func @bad(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {\n"
    "  %y = stablehlo.transpose %x, dims = [0, 0] : (tensor<2x3xf32>) -> "
    "tensor<3x2xf32>\n"
    "  return %y : tensor<3x2xf32>\n"
    "}\n";

static void printPiece(const char *text, size_t length, void *userData) {
  fwrite(text, 1, length, (FILE *)userData);
}

static void printFunctions(HlokitModule module) {
  printf("functions:");
  for (size_t i = 0; i < hlokitModuleGetNumFunctions(module); ++i)
    printf(" %s", hlokitModuleGetFunctionName(module, i));
  printf("\n");
}

static void printResults(HlokitResults results) {
  for (size_t i = 0; i < hlokitResultsGetCount(results); ++i) {
    HlokitTensor t = hlokitResultsGet(results, i);
    const float *data = (const float *)t.data;
    int64_t n = 1;
    printf("result %zu: %s [", i, t.element_type);
    for (int64_t d = 0; d < t.rank; ++d) {
      printf(d ? "x%lld" : "%lld", (long long)t.shape[d]);
      n *= t.shape[d];
    }
    printf("]");
    for (int64_t k = 0; k < n; ++k)
      printf(" %g", data[k]);
    printf("\n");
  }
}

/* Prints and destroys `error`; returns 1 if there was one. */
static int report(HlokitError error) {
  if (!error)
    return 0;
  printf("error (label '%s'):\n%s\n", hlokitErrorGetLabel(error),
         hlokitErrorGetMessage(error));
  hlokitErrorDestroy(error);
  return 1;
}

int main(void) {
  printf("%s\n", hlokitGetVersion());

  HlokitModule module = NULL;
  if (report(
          hlokitModuleLoad(kProgram, strlen(kProgram), "scale.mlir", &module)))
    return 1;
  printFunctions(module);

  float x[4] = {1, 2, 3, 4}, s = 2.5f, cotangent[4] = {1, 1, 1, 1};
  int64_t shape[1] = {4};
  HlokitTensor arguments[3] = {
      {"f32", 1, shape, x}, {"f32", 0, NULL, &s}, {"f32", 1, shape, cotangent}};
  HlokitResults results = NULL;
  if (report(hlokitModuleRun(module, "scale", arguments, 2, &results)))
    return 1;
  printResults(results);
  hlokitResultsDestroy(results);

  HlokitModule derived = NULL;
  if (report(hlokitModuleRunPasses(module, "hlokit-vjp{func=scale}", &derived)))
    return 1;
  printFunctions(derived);
  if (report(hlokitModuleRun(derived, "scale_vjp", arguments, 3, &results)))
    return 1;
  printResults(results);
  hlokitResultsDestroy(results);
  hlokitModulePrint(module, /*generic=*/0, printPiece, stdout);
  hlokitModuleDestroy(derived);

  /* Errors: each must be reported, none may crash. */
  int failures = 0;
  HlokitModule bad = NULL;
  failures += !report(
      hlokitModuleLoad(kBadProgram, strlen(kBadProgram), "bad.mlir", &bad));
  HlokitTensor wrongType = {"f64", 1, shape, x};
  failures +=
      !report(hlokitModuleRun(module, "scale", &wrongType, 1, &results));
  arguments[0].element_type = "f64";
  failures += !report(hlokitModuleRun(module, "scale", arguments, 2, &results));
  failures +=
      !report(hlokitModuleRun(module, "nothing", arguments, 2, &results));
  failures += !report(hlokitModuleRunPasses(module, "no-such-pass", &derived));
  hlokitModuleDestroy(module);
  return failures ? 1 : 0;
}
